/** Ending every session of a user: refresh tokens and personal access tokens revoked, access tokens refused from now on. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { revokeEveryToken } from '../token/pat.service';

/**
 * Inside the caller's transaction: revokes every refresh token and personal access token of `userId`, and outdates
 * every access token.
 */
export async function revokeEverySession(em: EntityManager, userId: number): Promise<void> {
  const conn = em.getConnection();
  const trx: unknown = em.getTransactionContext();
  await conn.execute('update refresh_token set revoked_at = now() where user_id = ? and revoked_at is null', [userId], 'all', trx);
  // Access tokens carry the session version: bumping it makes every one issued so far invalid at once.
  await conn.execute('update app_user set session_version = session_version + 1 where id = ?', [userId], 'all', trx);
  await revokeEveryToken(em, userId);
}
