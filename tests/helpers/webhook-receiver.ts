/** A webhook receiver in the test process: a node:http server on loopback that records every request it gets. */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KnitTextName } from '@purlwise/core';
import type { KnitItem, Picture } from './types';

/** An item as a delivery carries it: its ids and the fields the API shows, named as in GraphQL (docs/api.md "Webhooks"). */
export type HookItem = Pick<KnitItem, 'id' | 'databaseId' | 'type' | KnitTextName | 'weightClass' | 'fibres' | 'tags' | 'visibility' | 'lastUpdated'>;

/** The JSON body of a delivery. `data` holds `item` (item.*: the item; favorite.received: its ids and name), `picture` or `by`. */
export interface Delivery {
  deliveryId: string;
  eventId: string;
  /** The event, named in lower case with a dot. */
  type: 'item.created' | 'item.updated' | 'item.deleted' | 'picture.added' | 'favorite.received';
  createdAt: string;
  redelivery: boolean;
  data: {
    item?: HookItem | Pick<HookItem, 'id' | 'databaseId' | 'name'>;
    picture?: Pick<Picture, 'id' | 'databaseId'> & { createdAt: string; item: Pick<KnitItem, 'id' | 'databaseId'> };
    by?: { username: string };
  };
}

/** One request the receiver got; `json` is its body parsed (null when it is not JSON). */
export interface Received { path: string; headers: http.IncomingHttpHeaders; body: string; json: Delivery | null }

/** The receiver: its base URL, what it got, and the statuses it answers next (then 200). */
export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses to answer to the next requests on `path`, in order; 200 once they are used up. */
  answer(path: string, ...statuses: number[]): void;
  /** The requests on `path`. */
  on(path: string): Received[];
  /** Resolves with the requests on `path` once there are at least `n` (polls the receiver's state; fails after `ms`). */
  waitFor(path: string, n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 on a free port. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const planned = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Delivery | null = null;
      try { json = JSON.parse(body) as Delivery; } catch { /* recorded as text */ }
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, json });
      const status = planned.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const on = (path: string) => received.filter((r) => r.path === path);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (path, ...statuses) => planned.set(path, [...(planned.get(path) ?? []), ...statuses]),
    on,
    async waitFor(path, n, ms = 60_000) {
      const end = Date.now() + ms;
      while (on(path).length < n) {
        if (Date.now() > end) throw new Error(`${path} got ${on(path).length} requests, not ${n}, within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return on(path);
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Checks a `Purlwise-Signature` header as a receiver would (docs/api.md "Webhooks"): true when it is the body's. */
export function verifySignature(secret: string, header: string | string[] | undefined, body: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds || !parts.v1) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}
