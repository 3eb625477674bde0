/** Export and import over HTTP: get the zip of a user, read it, upload a file to the import route and follow its job. */
import { unzipSync } from 'fflate';
import type { ExportDocument } from '../../server/src/modules/data/export-format';
import { BASE, gql, gqlUpload, type GqlResult, type TestUser } from './api';
import type { AccountImport, ExportLink, ImportReport } from './types';

/** A downloaded export: the parsed document (docs/export-format.md) and every file of the zip. */
export interface Downloaded { status: number; headers: Headers; document: ExportDocument; files: Record<string, Uint8Array>; bytes: Buffer }

/** Asks for an export link and downloads it. */
export async function downloadExport(user: TestUser): Promise<Downloaded> {
  const link = await gql<{ exportData: ExportLink }>(`mutation { exportData { url expiresAt estimatedBytes } }`, {}, { token: user.token });
  if (link.errors) throw new Error(JSON.stringify(link.errors));
  const res = await fetch(`${BASE}${link.data.exportData.url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const files = unzipSync(new Uint8Array(bytes));
  return { status: res.status, headers: res.headers, document: JSON.parse(Buffer.from(files['purlwise-export.json']).toString('utf8')) as ExportDocument, files, bytes };
}

/** The import's report, as the accountImport query and the deprecated importData mutation give it. */
export const REPORT = 'items { created skipped refused } calculators { created skipped refused } refusals { kind index name code message }';
/** The deprecated importData mutation with its whole report (it waits for the job). */
export const IMPORT = `mutation($i: ImportDataInput!) { importData(input: $i) { ${REPORT} } }`;
/** The accountImport query: state, progress, report and error. */
export const IMPORT_STATUS = `query($id: ID) { accountImport(id: $id) { id state createdAt finishedAt
  progress { itemsTotal itemsDone calculatorsTotal calculatorsDone } report { ${REPORT} } error { code message } } }`;

/** The report as REPORT selects it. */
export type Report = Pick<ImportReport, 'items' | 'calculators' | 'refusals'>;
/** What importData answers (and importFile in its shape). */
export interface Imported { importData: Report }
/** One import as IMPORT_STATUS selects it. */
export type ImportJob = Omit<AccountImport, 'report'> & { report: Report | null };
/** What IMPORT_STATUS answers: null for an id that is not the user's. */
export interface ImportStatus { accountImport: ImportJob | null }

/** What the import route answers: the import's `id` and `state` when it took the file (202), else the refusal's `code` and `message`. */
export type ImportAnswer =
  | { id: string; state: 'queued'; code?: never; message?: never }
  | { id?: never; state?: never; code: string; message: string };

/** POST /api/account/import: the status and JSON body of the answer (202 with the import's id when accepted). */
export async function uploadImport(token: string | null, bytes: Buffer | Uint8Array, name = 'export.zip', base = BASE): Promise<{ status: number; body: ImportAnswer; headers: Headers }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: name.endsWith('.json') ? 'application/json' : 'application/zip' }), name);
  const res = await fetch(`${base}/api/account/import`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as ImportAnswer, headers: res.headers };
}

/** Polls the accountImport query until import `id` is DONE or FAILED (or `deadlineMs` passes); returns its last state. */
export async function waitImport(token: string, id: string, base = BASE, deadlineMs = 120_000): Promise<ImportJob> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const r = await gql<ImportStatus>(IMPORT_STATUS, { id }, { token, base });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const job = r.data.accountImport;
    if (job && (job.state === 'DONE' || job.state === 'FAILED')) return job;
    if (Date.now() > end) throw new Error(`import ${id} still ${job?.state} after ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Uploads `bytes` as `name` to the import route and waits for the job; answers in the shape of a GraphQL result:
 * `data.importData` holds the report, `errors[0]` the refusal (by the route, or the job's error).
 */
export async function importFile(user: TestUser, bytes: Buffer | Uint8Array, name = 'export.zip', base?: string): Promise<GqlResult<Imported>> {
  const up = await uploadImport(user.token, bytes, name, base ?? BASE);
  if (up.status !== 202) return { status: up.status, errors: [{ message: up.body.message, extensions: { code: up.body.code } }] } as GqlResult<Imported>;
  const job = await waitImport(user.token, up.body.id!, base ?? BASE);
  if (job.state === 'FAILED') return { status: 200, errors: [{ message: job.error!.message, extensions: { code: job.error!.code } }] } as GqlResult<Imported>;
  return { status: 200, data: { importData: job.report! } } as GqlResult<Imported>;
}

/** The deprecated importData mutation (a file of at most 10 MB on /graphql; it answers once the job is done). */
export function importByMutation(user: TestUser, bytes: Buffer | Uint8Array, name = 'export.zip', base?: string): Promise<GqlResult<Imported>> {
  return gqlUpload<Imported>(IMPORT, { i: { file: null } }, 'variables.i.file', { bytes: Buffer.from(bytes), name, type: 'application/zip' }, { token: user.token, base });
}
