import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue #25 point 14): a knitter's subscriptions of URLs to events of their library, and the log of each
 * delivery. `app_id` is for the OAuth app a subscription may later belong to (no foreign key yet: apps are another
 * change); today every subscription is its user's own. A delivery row is written in the transaction of the write it
 * tells about, so a write that rolls back leaves none; its attempts are pg-boss jobs (modules/webhook/webhook.jobs.ts).
 */
export class Migration20261127120000_webhooks extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table webhook_subscription (
      id serial primary key,
      user_id int not null references app_user (id) on delete cascade,
      app_id int null,
      url varchar(2000) not null,
      events text[] not null,
      secret varchar(100) not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index webhook_subscription_user on webhook_subscription (user_id);`);
    this.addSql(`create table webhook_delivery (
      id serial primary key,
      guid uuid not null unique,
      subscription_id int not null references webhook_subscription (id) on delete cascade,
      event_id uuid not null,
      event varchar(40) not null,
      body text not null,
      state varchar(10) not null check (state in ('pending', 'retrying', 'delivered', 'failed')),
      attempts int not null default 0,
      response_status int null,
      error varchar(300) null,
      redelivery_of int null references webhook_delivery (id) on delete set null,
      created_at timestamptz not null default now(),
      last_attempt_at timestamptz null
    );`);
    this.addSql(`create index webhook_delivery_recent on webhook_delivery (subscription_id, id desc);`);
  }
}
