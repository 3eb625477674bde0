import { Migration } from '@mikro-orm/migrations';

/**
 * Stash, needles and pattern sizes (issue #24 points 1, 4 and 5). A colour of a yarn carries what is on hand (skeins,
 * decimals allowed; null: not known), its dye lot, where it is kept, and when and for how much it was bought. A yarn
 * gets structured numbers beside its legacy free-text weight and length. Needles and hooks are private to their owner.
 * A pattern lists its sizes, each with the yardage, weight class, gauge and needle size it calls for.
 */
export class Migration20261201000000_stash extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table colour
      add column skeins_on_hand numeric(9, 2) null check (skeins_on_hand >= 0),
      add column dye_lot text not null default '',
      add column storage_place text not null default '',
      add column purchase_date date null,
      add column purchase_price numeric(10, 2) null check (purchase_price >= 0);`);
    this.addSql(`alter table knit_item
      add column metres_per_skein double precision null check (metres_per_skein > 0),
      add column grams_per_skein double precision null check (grams_per_skein > 0);`);
    this.addSql(`create table needle (
      id serial primary key,
      owner_id int not null references app_user (id) on delete cascade,
      kind varchar(24) not null check (kind in ('straight', 'circular', 'double_pointed', 'interchangeable_tips', 'cable', 'crochet_hook')),
      size_mm double precision not null check (size_mm > 0),
      length_cm double precision null check (length_cm > 0),
      material text not null default '',
      count int not null default 1 check (count >= 0),
      notes text not null default '',
      created_at timestamptz not null default now(),
      last_updated timestamptz not null default now()
    );`);
    this.addSql(`create index needle_owner on needle (owner_id, size_mm, id);`);
    this.addSql(`create table pattern_size (
      id serial primary key,
      item_id int not null references knit_item (id) on delete cascade,
      name text not null,
      position int not null default 0,
      yardage_m double precision null check (yardage_m > 0),
      weight_class smallint null check (weight_class between 0 and 7),
      stitches_per_10cm double precision null check (stitches_per_10cm > 0),
      rows_per_10cm double precision null check (rows_per_10cm > 0),
      needle_mm double precision null check (needle_mm > 0),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index pattern_size_item on pattern_size (item_id, position, id);`);
  }
}
