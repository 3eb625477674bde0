/**
 * oidc-provider's storage (its documented adapter interface) over one PostgreSQL table, `oauth_payload`, keyed by
 * model name and id. Clients are not stored there: the `Client` model reads the apps knitters registered
 * (`oauth_app`), each a public client that must use PKCE.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapter, AdapterPayload, ClientMetadata } from 'oidc-provider';

/** Expired rows are swept at most this often per process (they are never read: `find` skips them). */
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/** The client metadata of a registered app, as oidc-provider validates it. */
export function clientMetadata(app: { client_id: string; name: string; redirect_uris: string[] }): ClientMetadata {
  return {
    client_id: app.client_id,
    client_name: app.name,
    redirect_uris: app.redirect_uris,
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_method: 'none',
    application_type: 'web',
  };
}

/** The numeric account id a payload names, or null (the column is a foreign key to app_user). */
function accountIdOf(payload: AdapterPayload): number | null {
  const id = Number(payload.accountId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An adapter class bound to the ORM's connection (oidc-provider makes one instance per model). */
export function postgresAdapter(orm: MikroORM): new (model: string) => Adapter {
  const run = <T extends object[]>(sql: string, params: unknown[] = []) => orm.em.getConnection().execute<T>(sql, params);

  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const grantId = payload.grantId ?? (this.model === 'Grant' ? id : null);
      await run<object[]>(`insert into oauth_payload (model, id, payload, grant_id, uid, user_code, account_id, client_id, expires_at)
        values (?, ?, ?::jsonb, ?, ?, ?, ?, ?, case when ?::int is null then null else now() + make_interval(secs => ?::int) end)
        on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
          user_code = excluded.user_code, account_id = excluded.account_id, client_id = excluded.client_id, expires_at = excluded.expires_at`,
      [this.model, id, JSON.stringify(payload), grantId, payload.uid ?? null, payload.userCode ?? null, accountIdOf(payload),
        payload.clientId ?? null, expiresIn || null, expiresIn || null]);
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await run<object[]>(`delete from oauth_payload where expires_at < now() - interval '1 hour'`);
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') {
        const rows = await run<{ client_id: string; name: string; redirect_uris: string[] }[]>(
          'select client_id, name, redirect_uris from oauth_app where client_id = ?', [id]);
        return rows[0] ? clientMetadata(rows[0]) : undefined;
      }
      return this.one('id = ?', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.one('uid = ?', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.one('user_code = ?', userCode);
    }

    async consume(id: string): Promise<void> {
      await run<object[]>('update oauth_payload set consumed_at = now() where model = ? and id = ?', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await run<object[]>('delete from oauth_payload where model = ? and id = ?', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await run<object[]>('delete from oauth_payload where grant_id = ?', [grantId]);
    }

    /** The live row of this model matching `where`, with `consumed` set once it was consumed. */
    private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
      const rows = await run<{ payload: AdapterPayload; consumed_at: Date | null }[]>(
        `select payload, consumed_at from oauth_payload where model = ? and ${where} and (expires_at is null or expires_at > now())`,
        [this.model, value]);
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : row.payload;
    }
  };
}
