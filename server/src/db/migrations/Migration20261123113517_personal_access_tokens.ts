import { Migration } from '@mikro-orm/migrations';

/** Personal access tokens of third-party tools, and the rate-limit buckets they are throttled with. */
export class Migration20261123113517_personal_access_tokens extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table personal_access_token (
      id serial primary key, user_id int not null references app_user(id) on delete cascade, name text not null,
      token_hash text not null unique, scope text not null check (scope in ('read','write')),
      created_at timestamptz not null default now(), last_used_at timestamptz, expires_at timestamptz, revoked_at timestamptz);`);
    this.addSql(`create index personal_access_token_user on personal_access_token (user_id);`);
    // rate-limiter-flexible's PostgreSQL layout, created here (tableCreated: true) so no request ever runs DDL.
    this.addSql(`create table if not exists rate_limit_token (key varchar(255) primary key, points int not null default 0, expire bigint);`);
  }
}
