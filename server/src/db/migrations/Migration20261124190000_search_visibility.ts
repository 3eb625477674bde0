import { Migration } from '@mikro-orm/migrations';

/**
 * Search indexes that know who may see a document. With one GIN index over every document, a word found mostly in
 * private items (say a producer only one knitter keeps private) made PostgreSQL read each matching row to drop it:
 * 95 ms for a page of nothing at 1,000,000 items. Now a visitor's search reads a GIN index over public documents
 * only, and a knitter's adds their own documents through a GIN index on (owner_id, document) (btree_gin); the
 * planner combines the two for `visibility = 'public' or owner_id = ?` (a BitmapOr). Figures: bench/RESULTS.md.
 */
export class Migration20261124190000_search_visibility extends Migration {
  async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(`create index search_document_public on search_document using gin (document) where visibility = 'public';`);
    this.addSql(`create index search_document_owned on search_document using gin (owner_id, document);`);
    this.addSql(`drop index search_document_match;`);
    this.addSql(`analyze search_document;`);
  }

  async down(): Promise<void> {
    this.addSql(`create index search_document_match on search_document using gin (document);`);
    this.addSql(`drop index search_document_owned;`);
    this.addSql(`drop index search_document_public;`);
  }
}
