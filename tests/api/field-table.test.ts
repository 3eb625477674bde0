/**
 * The field table (core/src/fields.ts, issue #23 point 1): every door derives a knit item's text fields from it.
 * - A throwaway field added through the table alone (a row, and its column) reaches GraphQL (the type and both
 *   inputs, with its limit), the legacy REST door, the export document and its import, and the client's form.
 * - The table agrees with what the database and the search triggers hold.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { Client } from 'pg';
import { KNIT_TEXT_FIELDS } from '@purlwise/core';
import { gql, newUser, useTestDb, type TestUser } from '../helpers/api';
import { ownDatabase, type OwnDatabase } from '../helpers/own-database';
import { RestClient } from '../helpers/rest';
import { uploadImport, waitImport } from '../helpers/export';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../helpers/servers') as { startServer: (db: string, env: Record<string, string>) => Promise<{ child: ChildProcess; url: string }> };

const PRELOAD = path.join(__dirname, '..', 'helpers', 'throwaway-field.cjs');

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

describe('a text field added through the table alone', () => {
  let own: OwnDatabase;
  let server: { child: ChildProcess; url: string };
  let user: TestUser;

  beforeAll(async () => {
    // The server migrates its own database; the field's migration is one column, added while it is stopped.
    own = await ownDatabase('purlwise_field_table');
    const first = await startServer(own.url, {});
    await stop(first.child);
    const db = new Client({ connectionString: own.url });
    await db.connect();
    await db.query(`alter table knit_item add column gauge_note text not null default ''`);
    await db.end();
    server = await startServer(own.url, { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${PRELOAD}`.trim() });
    user = await newUser('ft', { base: server.url });
  });

  afterAll(async () => {
    if (server) await stop(server.child);
    await own?.drop();
  });

  const base = () => ({ token: user.token, base: server.url });

  test('is on the GraphQL type and both inputs, with its description and limit', async () => {
    const r = await gql<{ item: { fields: Array<{ name: string; description: string }> }; create: { inputFields: Array<{ name: string }> }; update: { inputFields: Array<{ name: string }> } }>(
      `{ item: __type(name: "KnitItem") { fields { name description } }
         create: __type(name: "CreateKnitItemInput") { inputFields { name } }
         update: __type(name: "UpdateKnitItemInput") { inputFields { name } } }`, {}, base());
    expect(r.errors).toBeUndefined();
    expect(r.data.item.fields).toContainEqual({ name: 'gaugeNote', description: 'Yarn: a note on the gauge (a throwaway field of tests/api/field-table.test.ts).' });
    expect(r.data.create.inputFields.map((f) => f.name)).toContain('gaugeNote');
    expect(r.data.update.inputFields.map((f) => f.name)).toContain('gaugeNote');

    const created = await gql<{ createKnitItem: { item: { id: string; gaugeNote: string } } }>(
      'mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id gaugeNote } } }',
      { i: { type: 'YARN', name: 'Gauge yarn', gaugeNote: '  22 sts on 4 mm  ' } }, base());
    expect(created.errors).toBeUndefined();
    expect(created.data.createKnitItem.item.gaugeNote).toBe('22 sts on 4 mm');
    const tooLong = await gql('mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id } } }',
      { i: { id: created.data.createKnitItem.item.id, gaugeNote: 'x'.repeat(201) } }, base());
    expect(tooLong.errors?.[0]?.message).toContain('Gauge note must be at most 200 characters');
  });

  test('is on the legacy door under its wire name, both ways', async () => {
    const rest = new RestClient(user, server.url);
    await rest.fetchXsrf();
    const posted = await rest.post('/api/v1/knit/yarn/', { name: 'Wire yarn', gauge_note: '18 rows' });
    expect(posted.status).toBe(200);
    const listed = await rest.get('/api/v1/knit/yarn/');
    expect(listed.status).toBe(200);
    const wire = (listed.body as { data: Array<{ name: string; gauge_note?: string }> }).data.find((i) => i.name === 'Wire yarn');
    expect(wire?.gauge_note).toBe('18 rows');
  });

  test('is in the export document, and an import brings it back', async () => {
    await gql('mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id } } }',
      { i: { type: 'YARN', name: 'Exported yarn', gaugeNote: '20 sts' } }, base());
    const link = await gql<{ exportData: { url: string } }>('mutation { exportData { url } }', {}, base());
    expect(link.errors).toBeUndefined();
    const bytes = new Uint8Array(await (await fetch(`${server.url}${link.data.exportData.url}`)).arrayBuffer());
    const document = JSON.parse(Buffer.from(unzipSync(bytes)['purlwise-export.json']).toString('utf8')) as { items: Array<{ name: string; gaugeNote?: string }> };
    expect(document.items.find((i) => i.name === 'Exported yarn')?.gaugeNote).toBe('20 sts');

    const other = await newUser('ft', { base: server.url });
    const accepted = await uploadImport(other.token, bytes, 'export.zip', server.url);
    expect(accepted.status).toBe(202);
    const done = await waitImport(other.token, accepted.body.id!, server.url);
    expect(done.state).toBe('DONE');
    const mine = await gql<{ myKnitItems: { nodes: Array<{ name: string; gaugeNote: string }> } }>(
      '{ myKnitItems(first: 50) { nodes { name gaugeNote } } }', {}, { token: other.token, base: server.url });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myKnitItems.nodes.find((i) => i.name === 'Exported yarn')?.gaugeNote).toBe('20 sts');
  });
});

describe('the table and the database agree', () => {
  const { client } = useTestDb();

  test('every field has its text column, not null, empty by default', async () => {
    const columns = await client.query<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_name = 'knit_item'`);
    for (const field of KNIT_TEXT_FIELDS) {
      const column = columns.rows.find((c) => c.column_name === field.column);
      expect({ field: field.name, type: column?.data_type, nullable: column?.is_nullable, empty: column?.column_default?.startsWith("''") })
        .toEqual({ field: field.name, type: 'text', nullable: 'NO', empty: true });
    }
  });

  test('search reads exactly the columns the table marks searchable, at their weights', async () => {
    // search_refresh builds an item's search document: `search_vector(<columns>, '<weight>')` pieces.
    const { rows } = await client.query<{ def: string }>(
      `select pg_get_functiondef(p.oid) as def from pg_proc p where p.proname = 'search_refresh'`);
    expect(rows).toHaveLength(1);
    const weighed: Record<string, string> = {};
    for (const piece of rows[0].def.split('search_vector(').slice(1)) {
      const weight = /'([A-D])'\)/.exec(piece);
      if (!weight) continue;
      for (const field of KNIT_TEXT_FIELDS) {
        if (new RegExp(`\\bk\\.${field.column}\\b`).test(piece.slice(0, weight.index))) weighed[field.name] = weight[1];
      }
    }
    expect(weighed).toEqual(Object.fromEntries(KNIT_TEXT_FIELDS.filter((f) => f.search !== null).map((f) => [f.name, f.search])));
  });
});
