import { Migration } from '@mikro-orm/migrations';

/**
 * Until tags were written with every element quoted (common/text-array.ts), a tag "null" (in any case) was stored as
 * an SQL NULL. A public item with one could not be saved (the explore counts refused the NULL), but a private one was,
 * and reading its tags then failed. Such NULLs become the tag "null" again: the case it was typed in is lost.
 */
export class Migration20261206090000_null_tags extends Migration {
  async up(): Promise<void> {
    this.addSql(`update knit_item set tags = array_replace(tags, null, 'null') where array_position(tags, null) is not null;`);
  }

  async down(): Promise<void> {
    // A repair of data: nothing to undo.
  }
}
