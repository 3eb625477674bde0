/**
 * Webhook deliveries as pg-boss jobs (the queue of account imports, ARCHITECTURE.md "Background jobs"). A delivery's
 * row and its job are written in the transaction of the write it tells about (enqueueDelivery), so nothing is sent
 * for a write that rolled back, and nothing is lost when the process stops after the commit. Any server process
 * works the one queue. A failed attempt (a network error, a timeout, an answer other than 2xx) throws, and pg-boss
 * tries again with exponential backoff until WEBHOOK_MAX_ATTEMPTS; the row logs each attempt.
 */
import { ensureQueue, runningQueue, type JobQueue } from '../../common/job-queue';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../config';
import { postSigned } from './webhook.send';
import { WebhookDeliveryState } from './webhook.entity';

const QUEUE = 'webhook-delivery';
/** Deliveries one server process sends at once (each waits on the network, at most the timeout). */
const WORKERS = 4;
/** The log keeps this many of the most recent deliveries of each subscription. */
export const KEPT_DELIVERIES = 200;

interface JobData { deliveryId: number }

/**
 * pg-boss's SQL runner on the caller's transaction, so that the job is inserted (and seen by workers) with the rest of
 * the write. pg-boss numbers its parameters ($1); MikroORM's raw statements take `?` in order.
 */
function transactionDb(em: EntityManager): { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } {
  return {
    executeSql: async (text, values = []) => {
      const ordered: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        ordered.push(values[Number(n) - 1]);
        return '?';
      });
      return { rows: await em.getConnection().execute(sql, ordered, 'all', em.getTransactionContext()) };
    },
  };
}

/** Inside the write's transaction: queues the attempts of delivery `deliveryId`. False when the queue is not running (a script). */
export async function enqueueDelivery(em: EntityManager, deliveryId: number): Promise<boolean> {
  const boss = runningQueue();
  if (!boss) return false;
  const { maxAttempts, retryDelaySeconds, timeoutSeconds } = config.webhook;
  await boss.send(QUEUE, { deliveryId } satisfies JobData, {
    db: transactionDb(em), retryLimit: maxAttempts - 1, retryDelay: retryDelaySeconds, retryBackoff: true,
    expireInSeconds: timeoutSeconds + 60,
  });
  return true;
}

interface Row { id: number; subscription_id: number; guid: string; event: string; body: string; state: WebhookDeliveryState; attempts: number; url: string; secret: string }

/**
 * One attempt of a delivery; throws when it failed and another attempt is due (pg-boss schedules it). Whether one is
 * due is the job's own count (`retriesLeft`), set by the process that queued it: another process with other settings
 * never leaves a delivery waiting for an attempt that will not come.
 */
async function attempt(orm: MikroORM, deliveryId: number, retriesLeft: boolean): Promise<void> {
  const conn = orm.em.fork().getConnection();
  const [row] = await conn.execute<Row[]>(`select d.id, d.subscription_id, d.guid, d.event, d.body, d.state, d.attempts, s.url, s.secret
    from webhook_delivery d join webhook_subscription s on s.id = d.subscription_id where d.id = ?`, [deliveryId]);
  // Gone with its subscription, or settled by an earlier run of this job.
  if (!row || row.state === WebhookDeliveryState.DELIVERED || row.state === WebhookDeliveryState.FAILED) return;
  const result = await postSigned(row.url, row.secret, row.body, { 'purlwise-event': row.event, 'purlwise-delivery': row.guid }, config.webhook.timeoutSeconds);
  const attempts = row.attempts + 1;
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const state = ok ? WebhookDeliveryState.DELIVERED : retriesLeft ? WebhookDeliveryState.RETRYING : WebhookDeliveryState.FAILED;
  await conn.execute(`update webhook_delivery set state = ?, attempts = ?, response_status = ?, error = ?, last_attempt_at = now() where id = ?`,
    [state, attempts, result.status, result.error, deliveryId]);
  if (state !== WebhookDeliveryState.RETRYING) {
    // Settled: the log of the subscription is cut to its most recent deliveries (the index makes it a short scan).
    await conn.execute(`delete from webhook_delivery where subscription_id = ? and id < (select min(id) from
      (select id from webhook_delivery where subscription_id = ? order by id desc limit ?) recent)`, [row.subscription_id, row.subscription_id, KEPT_DELIVERIES]);
  }
  if (state === WebhookDeliveryState.RETRYING) throw new Error(`webhook delivery ${deliveryId}: ${result.error ?? `HTTP ${result.status}`}`);
}

/** Starts the deliveries on the process's job queue and, when `work`, this process's workers; the queue's stop ends both. */
export async function startWebhookJobs(orm: MikroORM, queue: JobQueue, work = true): Promise<void> {
  await ensureQueue(queue.boss, QUEUE);
  for (let i = 0; work && i < WORKERS; i += 1) {
    await queue.boss.work<JobData>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
      async ([job]) => attempt(orm, job.data.deliveryId, job.retryCount < job.retryLimit));
  }
}
