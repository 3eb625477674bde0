import { Migration } from '@mikro-orm/migrations';
import { fibreCase } from '../migration-sql';

/**
 * Discover: the Craft Yarn Council weight class of a yarn, the fibres named in its content (kept by the service on
 * every write; filled here for existing rows), favourites, and the partial indexes Explore filters with.
 */
export class Migration20261123181851_discover extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table knit_item add column weight_class smallint null check (weight_class between 0 and 7),
      add column fibres text[] not null default '{}';`);
    this.addSql(`update knit_item set fibres = ${fibreCase()} where content <> '';`);
    this.addSql(`create index knit_public_tags on knit_item using gin (tags) where visibility = 'public';`);
    this.addSql(`create index knit_public_fibres on knit_item using gin (fibres) where visibility = 'public';`);
    this.addSql(`create index knit_public_weight_date on knit_item (weight_class, last_updated, id) where visibility = 'public' and weight_class is not null;`);
    this.addSql(`create index knit_public_producer_date on knit_item (producer, last_updated, id) where visibility = 'public' and producer <> '';`);
    this.addSql(`create table favourite (
      user_id int not null references app_user(id) on delete cascade,
      item_id int not null references knit_item(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, item_id));`);
    this.addSql(`create index favourite_item on favourite (item_id);`);
    this.addSql(`create index favourite_user_date on favourite (user_id, created_at, item_id);`);
  }
}
