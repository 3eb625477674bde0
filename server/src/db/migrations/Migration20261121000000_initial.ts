import { Migration } from '@mikro-orm/migrations';

/** The whole initial schema: users, sessions, images, knit items, pictures, colours, calculators. */
export class Migration20261121000000_initial extends Migration {
  async up(): Promise<void> {
    // Numeric-aware Russian collation, so SQL orders names as the client's Intl.Collator('ru', {numeric}) does.
    this.addSql(`create collation if not exists ru_num (provider = icu, locale = 'ru-u-kn-true');`);
    this.addSql(`create table app_setting (key text primary key, value text not null);`);
    this.addSql(`create table image (
      id serial primary key, owner_id int not null, mime text not null, width int not null, height int not null,
      byte_size int not null, etag text not null, data bytea not null, thumb bytea not null, thumb_mime text not null,
      created_at timestamptz not null default now());`);
    this.addSql(`create table app_user (
      id serial primary key, username varchar(32) not null, email varchar(254) not null, password_hash text not null,
      name text not null default '', bio text not null default '', country text not null default '', city text not null default '',
      visibility text not null default 'public' check (visibility in ('public','private')),
      preferred_unit text not null default 'metric' check (preferred_unit in ('metric','imperial')),
      picture_id int references image(id) on delete set null, background_id int references image(id) on delete set null,
      session_version int not null default 0, failed_logins int not null default 0, locked_until timestamptz,
      last_updated timestamptz not null default now(), created_at timestamptz not null default now());`);
    this.addSql(`create unique index app_user_username_lower on app_user (lower(username));`);
    this.addSql(`create table refresh_token (
      id serial primary key, user_id int not null references app_user(id) on delete cascade, token_hash text not null unique,
      family_id text not null, expires_at timestamptz not null, rotated_at timestamptz, revoked_at timestamptz,
      created_at timestamptz not null default now());`);
    this.addSql(`create index refresh_token_family on refresh_token (family_id);`);
    this.addSql(`create index refresh_token_user on refresh_token (user_id);`);
    this.addSql(`create table knit_item (
      id serial primary key, owner_id int not null references app_user(id) on delete cascade,
      type text not null check (type in ('yarn','pattern','detail','model')),
      name text not null default '' collate ru_num, producer text not null default '', made_in text not null default '',
      content text not null default '', weight text not null default '', yardage text not null default '',
      needle_size text not null default '', notes text not null default '', tags text[] not null default '{}',
      visibility text not null default 'public' check (visibility in ('public','private')),
      last_updated timestamptz not null default now(), created_at timestamptz not null default now());`);
    // Keyset pagination: every list order is (key, id) and has an index that serves it.
    this.addSql(`create index knit_public_name on knit_item (name, id) where visibility = 'public';`);
    this.addSql(`create index knit_public_date on knit_item (last_updated, id) where visibility = 'public';`);
    this.addSql(`create index knit_public_type_name on knit_item (type, name, id) where visibility = 'public';`);
    this.addSql(`create index knit_public_type_date on knit_item (type, last_updated, id) where visibility = 'public';`);
    this.addSql(`create index knit_owner_name on knit_item (owner_id, name, id);`);
    this.addSql(`create index knit_owner_date on knit_item (owner_id, last_updated, id);`);
    this.addSql(`create table picture (
      id serial primary key, item_id int not null references knit_item(id) on delete cascade,
      image_id int not null references image(id), created_at timestamptz not null default now());`);
    this.addSql(`create index picture_item on picture (item_id, id);`);
    this.addSql(`create index picture_image on picture (image_id);`);
    this.addSql(`create table colour (
      id serial primary key, item_id int not null references knit_item(id) on delete cascade,
      text_description text not null default '', code_description text not null default '',
      image_id int references image(id), created_at timestamptz not null default now());`);
    this.addSql(`create index colour_item on colour (item_id, id);`);
    this.addSql(`create index colour_image on colour (image_id);`);
    this.addSql(`create table calculator (
      id serial primary key, owner_id int not null references app_user(id) on delete cascade,
      name text not null default 'New Calc', type int not null default 0,
      visibility text not null default 'public' check (visibility in ('public','private')),
      last_updated timestamptz not null default now(),
      tension_rows int not null default 0, tension_width double precision not null default 0,
      tension_stitches int not null default 0, tension_height double precision not null default 0,
      result_rows int not null default 0, result_width double precision not null default 0,
      result_stitches int not null default 0, result_height double precision not null default 0);`);
    this.addSql(`create index calculator_owner on calculator (owner_id, id);`);
    this.addSql(`create index calculator_public on calculator (id) where visibility = 'public';`);
  }
}
