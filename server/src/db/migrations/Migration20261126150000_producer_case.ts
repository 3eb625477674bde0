import { Migration } from '@mikro-orm/migrations';

/**
 * Explore's producer filter matches in any case (lower(producer) = lower(?)), so "Maker Alp" and "Maker alp" are one
 * facet value: its partial index is now on lower(producer), in the same order as before (then date, then id).
 */
export class Migration20261126150000_producer_case extends Migration {
  async up(): Promise<void> {
    this.addSql(`create index knit_public_producer_ci_date on knit_item (lower(producer), last_updated, id) where visibility = 'public' and producer <> '';`);
    this.addSql(`drop index knit_public_producer_date;`);
  }

  async down(): Promise<void> {
    this.addSql(`create index knit_public_producer_date on knit_item (producer, last_updated, id) where visibility = 'public' and producer <> '';`);
    this.addSql(`drop index knit_public_producer_ci_date;`);
  }
}
