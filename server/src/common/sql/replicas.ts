/**
 * Read replicas (DATABASE_REPLICA_URLS): MikroORM's `replicas`, with a driver that only hands out a replica that
 * answered its last health check and is not too far behind. Nothing reads from a replica unless it asks for a 'read'
 * connection, which only `publicRead` (./public-read.ts) does: `preferReadReplicas` is off, so every ordinary
 * `em.find`, every transaction and every write stays on the primary.
 */
import type { ConnectionType } from '@mikro-orm/core';
import { type PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { logger } from '../logger';

/** How replicas are checked: every `checkSeconds`, and skipped while more than `maxLagSeconds` behind. */
export interface ReplicaPolicy { checkSeconds: number; maxLagSeconds: number }

/** Seconds of replay lag: 0 when everything received is replayed (an idle primary), else since the last replayed commit. */
const LAG_SQL = `select case when pg_last_wal_receive_lsn() is null or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end::float8 as lag`;

/** Where a replica's URL is shown (logs): without its password. */
function shown(conn: PostgreSqlConnection): string {
  try {
    const u = new URL(conn.getClientUrl());
    u.password = '';
    return u.toString();
  } catch {
    return 'replica';
  }
}

/** The PostgreSQL driver, with replicas picked among the healthy ones (none healthy: the primary). */
export class ReplicaAwareDriver extends PostgreSqlDriver {
  private readonly healthy = new Set<PostgreSqlConnection>();
  private readonly state = new Map<PostgreSqlConnection, string>();
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  /** The configured replica connections (healthy or not). */
  replicaConnections(): readonly PostgreSqlConnection[] {
    return this.replicas;
  }

  /** True when at least one replica may be read from now. */
  hasHealthyReplica(): boolean {
    return this.healthy.size > 0;
  }

  override getConnection(type: ConnectionType = 'write'): PostgreSqlConnection {
    if (type === 'write' || this.healthy.size === 0) return this.connection;
    const up = [...this.healthy];
    return up[Math.floor(Math.random() * up.length)];
  }

  /** Checks every replica once (concurrent calls share one round); a replica that fails is left out until it passes. */
  checkReplicas(maxLagSeconds: number): Promise<void> {
    this.checking ??= Promise.all(this.replicas.map((r) => this.checkOne(r, maxLagSeconds)))
      .then(() => undefined)
      .finally(() => { this.checking = null; });
    return this.checking;
  }

  /** Checks now and then every `checkSeconds` (the timer does not keep the process alive). */
  async watchReplicas(policy: ReplicaPolicy): Promise<void> {
    if (this.replicas.length === 0) return;
    await this.checkReplicas(policy.maxLagSeconds);
    this.timer = setInterval(() => void this.checkReplicas(policy.maxLagSeconds), Math.max(1, policy.checkSeconds) * 1000);
    this.timer.unref();
  }

  override async close(force?: boolean): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await super.close(force);
  }

  private async checkOne(replica: PostgreSqlConnection, maxLagSeconds: number): Promise<void> {
    let verdict: string;
    try {
      const [row] = await replica.execute<{ lag: number }[]>(LAG_SQL);
      verdict = row.lag > maxLagSeconds ? `behind by ${Math.round(row.lag)} s` : 'ok';
    } catch (err) {
      verdict = `unreachable (${err instanceof Error ? err.message : String(err)})`;
    }
    if (verdict === 'ok') this.healthy.add(replica); else this.healthy.delete(replica);
    if (this.state.get(replica) === verdict) return;
    const first = !this.state.has(replica);
    this.state.set(replica, verdict);
    if (verdict === 'ok') logger.info({ replica: shown(replica) }, first ? 'read replica in use' : 'read replica back in use');
    else logger.warn({ replica: shown(replica), reason: verdict }, 'read replica left out: public reads go to the primary');
  }
}
