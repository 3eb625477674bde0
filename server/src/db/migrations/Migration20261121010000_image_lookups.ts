import { Migration } from '@mikro-orm/migrations';

/** Indexes for "is this image public?": the image route asks it of users' profile and background pictures. */
export class Migration20261121010000_image_lookups extends Migration {
  async up(): Promise<void> {
    this.addSql(`create index if not exists app_user_picture on app_user (picture_id) where picture_id is not null;`);
    this.addSql(`create index if not exists app_user_background on app_user (background_id) where background_id is not null;`);
  }
}
