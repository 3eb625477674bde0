import { Migration } from '@mikro-orm/migrations';

/**
 * Projects, their pictures (images of the image table, like an item's), their yarns, needles (the stash migration's `needle` table) and their row counters (issue #24 points 2, 3 and 6). A project's yarn is out of the stash
 * exactly while the project is finished: `deducted_skeins` keeps what finishing took from the colour's
 * `skeins_on_hand`, so frogging or undoing gives back exactly that. `queue_position` orders the queued projects of a
 * knitter. A counter's `row` changes by increments applied in SQL (`row = row + by`), so taps from two devices add
 * up; an explicit value wins when its client time is the newest (`set_at`).
 */
export class Migration20261202100000_projects extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table project (
      id serial primary key,
      owner_id int not null references app_user (id) on delete cascade,
      name text not null collate ru_num,
      status text not null default 'queued' check (status in ('queued', 'in_progress', 'hibernating', 'finished', 'frogged')),
      previous_status text null check (previous_status in ('queued', 'in_progress', 'hibernating', 'finished', 'frogged')),
      pattern_id int null references knit_item (id) on delete set null,
      size_made text not null default '',
      started_on date null,
      finished_on date null,
      notes text not null default '',
      visibility text not null default 'public' check (visibility in ('public', 'private')),
      progress_manual int null check (progress_manual between 0 and 100),
      gauge_stitches double precision null check (gauge_stitches >= 0),
      gauge_rows double precision null check (gauge_rows >= 0),
      queue_position int null,
      stash_deducted boolean not null default false,
      last_updated timestamptz not null default now(),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index project_owner on project (owner_id, id);`);
    this.addSql(`create index project_owner_queue on project (owner_id, queue_position, id) where status = 'queued';`);
    this.addSql(`create index project_public on project (id) where visibility = 'public';`);
    this.addSql(`create index project_pattern on project (pattern_id);`);
    this.addSql(`create table project_yarn (
      id serial primary key,
      project_id int not null references project (id) on delete cascade,
      colour_id int not null references colour (id) on delete cascade,
      amount double precision not null check (amount > 0),
      unit text not null check (unit in ('skeins', 'grams')),
      deducted_skeins double precision null
    );`);
    this.addSql(`create index project_yarn_project on project_yarn (project_id, id);`);
    this.addSql(`create index project_yarn_colour on project_yarn (colour_id);`);
    this.addSql(`create table project_needle (
      project_id int not null references project (id) on delete cascade,
      needle_id int not null references needle (id) on delete cascade,
      primary key (project_id, needle_id)
    );`);
    this.addSql(`create index project_needle_needle on project_needle (needle_id);`);
    this.addSql(`create table project_picture (
      id serial primary key,
      project_id int not null references project (id) on delete cascade,
      image_id int not null references image (id),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index project_picture_project on project_picture (project_id, id);`);
    this.addSql(`create index project_picture_image on project_picture (image_id);`);
    this.addSql(`create table row_counter (
      id serial primary key,
      project_id int not null references project (id) on delete cascade,
      name text not null default '',
      "row" int not null default 0 check ("row" >= 0),
      target_rows int null check (target_rows > 0),
      repeat_every int null check (repeat_every > 0),
      set_at timestamptz null,
      last_updated timestamptz not null default now(),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index row_counter_project on row_counter (project_id, id);`);
  }
}
