/**
 * The first query of docs/api.md: who the token belongs to, and the first page of their yarns.
 *
 *   PURLWISE_URL=http://localhost:4000 PURLWISE_TOKEN=pw_... node --experimental-strip-types examples/first-query.ts
 */

/** What the first query answers. */
export interface FirstAnswer {
  me: { username: string };
  myKnitItems: { totalCount: number; nodes: Array<{ id: string; databaseId: number; name: string }> };
}

const FIRST_QUERY = `query First {
  me { username }
  myKnitItems(type: YARN, first: 10) { totalCount nodes { id databaseId name } }
}`;

/** Sends one GraphQL operation with a personal access token; throws on an HTTP or GraphQL error. */
export async function graphql<T>(url: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (!res.ok || body.errors?.length) {
    const first = body.errors?.[0];
    throw new Error(`${res.status} ${first?.extensions?.code ?? ''} ${first?.message ?? res.statusText}`.trim());
  }
  return body.data as T;
}

/** Runs the first query. */
export function firstQuery(url: string, token: string): Promise<FirstAnswer> {
  return graphql<FirstAnswer>(url, token, FIRST_QUERY);
}

if (require.main === module) {
  firstQuery(process.env.PURLWISE_URL ?? 'http://localhost:4000', process.env.PURLWISE_TOKEN ?? '')
    .then((answer) => console.log(JSON.stringify(answer, null, 2)))
    .catch((err: Error) => { console.error(err.message); process.exitCode = 1; });
}
