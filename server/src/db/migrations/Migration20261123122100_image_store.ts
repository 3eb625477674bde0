import { Migration } from '@mikro-orm/migrations';

/**
 * Image bytes may live in an S3-compatible bucket: the row then holds the object key instead of the bytes.
 * Exactly one of the two is set, so a half-migrated image cannot exist.
 */
export class Migration20261123122100_image_store extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table image add column storage_key varchar(64) null;`);
    this.addSql(`alter table image alter column data drop not null, alter column thumb drop not null;`);
    this.addSql(`alter table image add constraint image_bytes_or_key check (
      (storage_key is null and data is not null and thumb is not null) or (storage_key is not null and data is null and thumb is null));`);
    this.addSql(`create unique index image_storage_key on image (storage_key) where storage_key is not null;`);
  }
}
