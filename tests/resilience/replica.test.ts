/**
 * Read replicas against a real streaming replica (pg_basebackup -R from a throwaway primary): public browsing reads
 * (the feed, public lists) come from the replica, a writer's own reads from the primary at once, visitors see a write
 * once the replica has replayed it; a replica that is down, stopped mid-run or too far behind is left out (public
 * reads fall back to the primary, a warning is logged) and taken back once it answers again.
 * Lag is made certain by pausing WAL replay on the replica (pg_wal_replay_pause), never by timing.
 */
import { Client, register, sleep, startServer, uniqueName, waitFor, withDb, type Account, type ServerProc } from './lib';
import { startReplicaPair, type ReplicaPair } from './replica-pg';
import type { Calculator, KnitItem } from '../helpers/types';

const CREATE = `mutation Create($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`;
const FEED = `query Feed($s: String) { publicKnitItems(search: $s, first: 10) { totalCount nodes { id: databaseId name } } }`;
const MINE = `query Mine($s: String) { myKnitItems(search: $s, first: 10) { nodes { id: databaseId name } } }`;
const CALCS = `query Calcs { publicCalculators(first: 100) { totalCount nodes { id: databaseId name } } }`;
/** An item or a calculator as these lists select it. */
type Item = { id: number } & Pick<KnitItem, 'name'>;
type Calcs = { publicCalculators: { totalCount: number; nodes: Array<{ id: number } & Pick<Calculator, 'name'>> } };
const CREATE_CALC = `mutation C($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId } } }`;

let pair: ReplicaPair;
let primaryDb: string;
let replicaDb: string;
let server: ServerProc;
/** Seconds a writer stays on the primary in these servers. */
const STICKY = 2;

const env = (extra: Record<string, string> = {}) => ({
  DATABASE_REPLICA_URLS: replicaDb, DATABASE_REPLICA_CHECK_SECONDS: '1', DATABASE_REPLICA_MAX_LAG_SECONDS: '120',
  DATABASE_REPLICA_STICKY_SECONDS: String(STICKY), LOG_LEVEL: 'info', ...extra,
});

beforeAll(async () => {
  pair = await startReplicaPair();
  const name = uniqueName('purlwise_replica');
  await withDb(pair.primaryUrl(), (c) => c.query(`create database ${name}`));
  await pair.caughtUp();
  primaryDb = pair.primaryUrl(name);
  replicaDb = pair.replicaUrl(name);
  server = await startServer(primaryDb, env());
  await waitFor('the replica to be taken in', async () => server.output().includes('read replica in use'), 30_000);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await pair?.resumeReplay().catch(() => undefined);
  await pair?.destroy();
});

/** Names in the public feed as `c` sees it, searched by `name`. */
async function feedNames(c: Client, name: string): Promise<string[]> {
  const r = await c.gql<{ publicKnitItems: { totalCount: number; nodes: Item[] } }>(FEED, { s: name });
  if (r.errors || r.status !== 200) throw new Error(`feed: ${r.status} ${r.text}`);
  return r.data.publicKnitItems.nodes.map((n: { name: string }) => n.name);
}

async function create(a: Account, name: string): Promise<void> {
  const r = await a.client.gql(CREATE, { i: { type: 'YARN', name, visibility: 'PUBLIC' } });
  if (r.errors) throw new Error(r.text);
}

/** Runs `body` with replay paused after the replica has caught up, so it is exactly as old as now and stays so; replay resumes after. */
async function whileFrozen(body: () => Promise<void>): Promise<void> {
  await pair.caughtUp();
  await pair.pauseReplay();
  try {
    await body();
  } finally {
    await pair.resumeReplay();
  }
}

test('public reads come from the replica; the writer sees a write at once, visitors once the replica replays it', async () => {
  const writer = await register(server.url, 'rw');
  const other = await register(server.url, 'ro');
  const visitor = new Client(server.url);
  const name = uniqueName('Replica yarn');
  await whileFrozen(async () => {
    await create(writer, name);
    // The writer: their own library (always the primary), and the feed (the primary for a few seconds after writing).
    const mine = await writer.client.gql<{ myKnitItems: { nodes: Item[] } }>(MINE, { s: name });
    expect(mine.data.myKnitItems.nodes.map((n: { name: string }) => n.name)).toEqual([name]);
    expect(await feedNames(writer.client, name)).toEqual([name]);
    // A visitor reads the replica: not there yet, on both doors.
    expect(await feedNames(visitor, name)).toEqual([]);
    const rest = await visitor.rest('GET', '/knit/yarn/public/', { auth: false });
    expect(rest.status).toBe(200);
    expect(rest.text).not.toContain(name);
    // Another logged-in user, once their own write (registering) is older than the sticky window: the replica too.
    await sleep((STICKY + 0.5) * 1000);
    expect(await feedNames(other.client, name)).toEqual([]);
    const count = await withDb(replicaDb, async (c) => (await c.query<{ n: number }>('select count(*)::int as n from knit_item where name = $1', [name])).rows[0].n);
    expect(count).toBe(0);
  });
  await waitFor('visitors to see the write once replayed', async () => (await feedNames(visitor, name)).length === 1, 30_000);
  expect(await feedNames(other.client, name)).toEqual([name]);
  expect((await visitor.rest('GET', '/knit/yarn/public/', { auth: false })).text).toContain(name);
});

test('public calculators are read from the replica as well (MikroORM em.find with the read connection)', async () => {
  const writer = await register(server.url, 'calc');
  const visitor = new Client(server.url);
  const before = (await visitor.gql<Calcs>(CALCS)).data.publicCalculators.totalCount;
  await whileFrozen(async () => {
    const r = await writer.client.gql(CREATE_CALC, { i: { name: uniqueName('Calc') } });
    expect(r.errors).toBeUndefined();
    expect((await visitor.gql<Calcs>(CALCS)).data.publicCalculators.totalCount).toBe(before);
  });
  await waitFor('the calculator on the replica', async () => (await visitor.gql<Calcs>(CALCS)).data.publicCalculators.totalCount === before + 1, 30_000);
});

test('a replica that stops: public reads go to the primary at once (a warning), and back to the replica when it returns', async () => {
  const writer = await register(server.url, 'down');
  const visitor = new Client(server.url);
  await pair.stopReplica();
  try {
    const name = uniqueName('While down');
    await create(writer, name);
    // Not one failed read: the first read on the dead replica is retried on the primary, the next ones skip it.
    for (let i = 0; i < 5; i += 1) expect(await feedNames(visitor, name)).toEqual([name]);
    await waitFor('the warning', async () => /read replica (failed a read|left out)/.test(server.output()), 10_000);
  } finally {
    await pair.startReplica();
  }
  await waitFor('the replica back in use', async () => server.output().includes('read replica back in use'), 30_000);
  // Back on the replica: a frozen replica hides a new write from visitors again.
  const name = uniqueName('After return');
  await whileFrozen(async () => {
    await create(writer, name);
    expect(await feedNames(visitor, name)).toEqual([]);
  });
  expect(server.unexpected()).toEqual([]);
});

test('a replica further behind than DATABASE_REPLICA_MAX_LAG_SECONDS is left out until it catches up', async () => {
  const lagging = await startServer(primaryDb, env({ DATABASE_REPLICA_MAX_LAG_SECONDS: '1' }));
  try {
    await waitFor('the replica to be taken in', async () => lagging.output().includes('read replica in use'), 30_000);
    const writer = await register(lagging.url, 'lag');
    const visitor = new Client(lagging.url);
    const name = uniqueName('Lagging');
    await whileFrozen(async () => {
      await create(writer, name);
      // Replay is paused, so only the primary has it: visitors see it once the replica is judged too far behind.
      await waitFor('the lagging replica to be left out', async () => (await feedNames(visitor, name)).length === 1, 30_000);
      expect(lagging.output()).toMatch(/behind by \d+ s/);
    });
    await waitFor('the replica back in use', async () => lagging.output().includes('read replica back in use'), 30_000);
  } finally {
    await lagging.stop();
  }
});

test('a server whose replica is down at start starts, warns, serves public reads from the primary, then takes it in; a writer stays on the primary across processes (cookie)', async () => {
  await pair.stopReplica();
  let late: ServerProc | undefined;
  try {
    late = await startServer(primaryDb, env());
    expect(late.output()).toMatch(/read replica left out/);
    const writer = await register(late.url, 'late');
    const name = uniqueName('Started without');
    await create(writer, name);
    expect(await feedNames(new Client(late.url), name)).toEqual([name]);
    await pair.startReplica();
    await waitFor('the replica back in use', async () => late!.output().includes('read replica back in use'), 30_000);
    // Across processes (as behind a balancer): a write taken by the first server, then reads on this one. The
    // writer's browser carries the pw_wrote cookie, so this process sends its public reads to the primary too.
    const moved = uniqueName('Across processes');
    await whileFrozen(async () => {
      const onFirst = { ...writer, client: writer.client.clone(server.url) };
      await create(onFirst, moved);
      expect(await feedNames(onFirst.client.clone(late!.url), moved)).toEqual([moved]);
      expect(await feedNames(new Client(late!.url), moved)).toEqual([]);
    });
    expect(late.unexpected()).toEqual([]);
  } finally {
    await pair.startReplica().catch(() => undefined);
    await late?.stop();
  }
});
