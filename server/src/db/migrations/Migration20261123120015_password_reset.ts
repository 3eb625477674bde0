import { Migration } from '@mikro-orm/migrations';

/** Password-reset links: single use, stored as SHA-256 hashes, gone with their user. */
export class Migration20261123120015_password_reset extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table password_reset_token (
      id serial primary key, user_id int not null references app_user(id) on delete cascade, token_hash text not null unique,
      expires_at timestamptz not null, used_at timestamptz, created_at timestamptz not null default now());`);
    this.addSql(`create index password_reset_token_user on password_reset_token (user_id);`);
  }
}
