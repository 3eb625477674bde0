import { Migration } from '@mikro-orm/migrations';

/**
 * Personal access tokens live at most a year (modules/token/pat.service.ts MAX_LIFETIME_DAYS): tokens made without an
 * expiry, or with a later one, now stop a year after they were created, and every token has an expiry.
 */
export class Migration20261126120000_token_lifetime extends Migration {
  async up(): Promise<void> {
    this.addSql(`update personal_access_token set expires_at = created_at + interval '365 days'
      where expires_at is null or expires_at > created_at + interval '365 days';`);
    this.addSql(`alter table personal_access_token alter column expires_at set not null;`);
  }

  async down(): Promise<void> {
    this.addSql(`alter table personal_access_token alter column expires_at drop not null;`);
  }
}
