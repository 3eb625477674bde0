import { Migration } from '@mikro-orm/migrations';

/**
 * The table of rate-limiter-flexible (common/throttle.ts), created here once rather than by each process at start
 * (two processes racing on CREATE TABLE). `key` is text: keys carry a username hash and an address. The per-account
 * lockout columns go: a stranger could lock any account with them, and they told which usernames exist.
 */
export class Migration20261123120000_throttle extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table if not exists rate_limit (key text primary key, points integer not null default 0, expire bigint);`);
    this.addSql(`create index if not exists rate_limit_expire on rate_limit (expire);`);
    this.addSql(`alter table app_user drop column if exists failed_logins, drop column if exists locked_until;`);
  }
}
