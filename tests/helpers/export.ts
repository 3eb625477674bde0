/** Export and import over HTTP: get the zip of a user, read it, and upload a file to importData. */
import { unzipSync } from 'fflate';
import { BASE, gql, gqlUpload, type GqlResult, type TestUser } from './api';

/** A downloaded export: the parsed document and every file of the zip. */
export interface Downloaded { status: number; headers: Headers; document: any; files: Record<string, Uint8Array>; bytes: Buffer }

/** Asks for an export link and downloads it. */
export async function downloadExport(user: TestUser): Promise<Downloaded> {
  const link = await gql(`mutation { exportData { url expiresAt estimatedBytes } }`, {}, { token: user.token });
  if (link.errors) throw new Error(JSON.stringify(link.errors));
  const res = await fetch(`${BASE}${link.data.exportData.url}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const files = unzipSync(new Uint8Array(bytes));
  return { status: res.status, headers: res.headers, document: JSON.parse(Buffer.from(files['purlwise-export.json']).toString('utf8')), files, bytes };
}

/** The importData mutation with its whole report. */
export const IMPORT = `mutation($i: ImportDataInput!) { importData(input: $i) {
  items { created skipped refused } calculators { created skipped refused } refusals { kind index name code message } } }`;

/** Uploads `bytes` to importData as `name`. */
export function importFile(user: TestUser, bytes: Buffer | Uint8Array, name = 'export.zip', base?: string): Promise<GqlResult> {
  return gqlUpload(IMPORT, { i: { file: null } }, 'variables.i.file', { bytes: Buffer.from(bytes), name, type: 'application/zip' }, { token: user.token, base });
}
