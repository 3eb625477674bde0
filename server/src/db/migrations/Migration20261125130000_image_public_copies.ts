import { Migration } from '@mikro-orm/migrations';

/**
 * Images in the bucket may have a public copy under the `public/` prefix (the only prefix a bucket policy or CDN may
 * expose), made when a public image is first asked for and deleted when it stops being public. Only a bucket image
 * has one; the partial index finds an owner's copies when something of theirs is made private.
 */
export class Migration20261125130000_image_public_copies extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table image add column public_key varchar(64) null;`);
    this.addSql(`alter table image add constraint image_public_copy_in_bucket check (public_key is null or storage_key is not null);`);
    this.addSql(`create unique index image_public_key on image (public_key) where public_key is not null;`);
    this.addSql(`create index image_owner_public_copies on image (owner_id) where public_key is not null;`);
  }
}
