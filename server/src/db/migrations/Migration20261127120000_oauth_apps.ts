import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth 2 apps (issue #25 point 13, modules/oauth/): the apps knitters register (`oauth_app`, whose `client_id` the
 * authorisation server knows them by), and what oidc-provider keeps (`oauth_payload`: grants, authorisation codes,
 * access and refresh tokens, interactions, its sessions), one row per model and id as its adapter interface
 * documents it. `grant_id` lets a revocation delete every token of a grant in one statement; `account_id` and
 * `client_id` cascade: deleting an account or an app deletes everything issued for it.
 */
export class Migration20261127120000_oauth_apps extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table oauth_app (
      id serial primary key,
      owner_id int not null references app_user (id) on delete cascade,
      client_id varchar(64) not null unique,
      name varchar(100) not null,
      redirect_uris jsonb not null,
      logo bytea null,
      logo_etag varchar(40) null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index oauth_app_owner on oauth_app (owner_id, id);`);
    this.addSql(`create table oauth_payload (
      model varchar(40) not null,
      id varchar(255) not null,
      payload jsonb not null,
      grant_id varchar(255) null,
      uid varchar(255) null,
      user_code varchar(255) null,
      account_id int null references app_user (id) on delete cascade,
      client_id varchar(64) null references oauth_app (client_id) on delete cascade,
      expires_at timestamptz null,
      consumed_at timestamptz null,
      primary key (model, id)
    );`);
    this.addSql(`create index oauth_payload_grant on oauth_payload (grant_id) where grant_id is not null;`);
    this.addSql(`create index oauth_payload_uid on oauth_payload (uid) where uid is not null;`);
    this.addSql(`create index oauth_payload_account on oauth_payload (account_id, model) where account_id is not null;`);
    this.addSql(`create index oauth_payload_client on oauth_payload (client_id) where client_id is not null;`);
    this.addSql(`create index oauth_payload_expiry on oauth_payload (expires_at) where expires_at is not null;`);
  }

  async down(): Promise<void> {
    this.addSql(`drop table oauth_payload;`);
    this.addSql(`drop table oauth_app;`);
  }
}
