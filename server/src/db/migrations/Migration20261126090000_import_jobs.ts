import { Migration } from '@mikro-orm/migrations';

/**
 * Account imports run as background jobs (pg-boss, in its own `pgboss` schema); this table is what the account sees
 * of them: state, progress, report. The partial unique index is the one-import-per-account rule: a second import
 * of the same account while one is queued or running fails to insert. `host` and `pid` say which server process
 * holds the uploaded file, so a restarted process can fail the imports its predecessor left behind.
 */
export class Migration20261126090000_import_jobs extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table import_job (
      id uuid primary key,
      user_id int not null references app_user (id) on delete cascade,
      state varchar(10) not null check (state in ('queued', 'running', 'done', 'failed')),
      file varchar(1000) null,
      host varchar(255) not null,
      pid int not null,
      items_total int not null default 0,
      items_done int not null default 0,
      calculators_total int not null default 0,
      calculators_done int not null default 0,
      report jsonb null,
      error_code varchar(40) null,
      error_message varchar(1000) null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz null
    );`);
    this.addSql(`create unique index import_job_one_per_account on import_job (user_id) where state in ('queued', 'running');`);
    this.addSql(`create index import_job_user_latest on import_job (user_id, created_at desc);`);
  }
}
