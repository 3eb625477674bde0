/**
 * Example tool: exports the token owner's public yarns to CSV through the GraphQL API, a page at a time.
 *
 *   PURLWISE_URL=http://localhost:4000 PURLWISE_TOKEN=pw_... node --experimental-strip-types examples/export-yarns-csv.ts > yarns.csv
 *
 * A read token is enough. Private yarns stay out of the file.
 */
import { graphql } from './first-query';

/** The CSV columns, in order, as GraphQL field names. */
export const COLUMNS = ['name', 'producer', 'weight', 'yardage', 'content', 'needleSize', 'madeIn', 'tags', 'lastUpdated'] as const;

type Yarn = Record<(typeof COLUMNS)[number], string | string[]> & { visibility: 'PUBLIC' | 'PRIVATE' };
interface Page {
  myKnitItems: { edges: Array<{ cursor: string; node: Yarn }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

const YARNS = `query Yarns($first: Int!, $after: String) {
  myKnitItems(type: YARN, sort: NAME_ASC, first: $first, after: $after) {
    edges { cursor node { visibility ${COLUMNS.join(' ')} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Every public yarn of the token's owner as CSV text, a header line first; `pageSize` yarns per request (1 to 100). */
export async function exportPublicYarns(url: string, token: string, pageSize = 50): Promise<string> {
  const lines = [COLUMNS.join(',')];
  let after: string | null = null;
  do {
    const page: Page = await graphql<Page>(url, token, YARNS, { first: pageSize, after });
    for (const { node } of page.myKnitItems.edges) {
      if (node.visibility !== 'PUBLIC') continue;
      lines.push(COLUMNS.map((c) => csvField(Array.isArray(node[c]) ? (node[c]).join('; ') : String(node[c]))).join(','));
    }
    after = page.myKnitItems.pageInfo.hasNextPage ? page.myKnitItems.pageInfo.endCursor : null;
  } while (after);
  return `${lines.join('\r\n')}\r\n`;
}

if (require.main === module) {
  exportPublicYarns(process.env.PURLWISE_URL ?? 'http://localhost:4000', process.env.PURLWISE_TOKEN ?? '')
    .then((csv) => process.stdout.write(csv))
    .catch((err: Error) => { console.error(err.message); process.exitCode = 1; });
}
