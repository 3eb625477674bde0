/**
 * Builds a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * an `operations` part with every file replaced by null, a `map` part naming where each file goes,
 * then one part per file.
 */

/** A file found in the variables, and every path (e.g. 'variables.input.file') where it occurs. */
export interface ExtractedFile {
  file: Blob;
  paths: string[];
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** A copy of `value` with files replaced by null, and the files with their paths (a file used twice is sent once). */
export function extractFiles(value: unknown, path = 'variables'): { clone: unknown; files: ExtractedFile[] } {
  const found = new Map<Blob, string[]>();
  const walk = (v: unknown, p: string): unknown => {
    if (isFile(v)) {
      const paths = found.get(v) ?? [];
      paths.push(p);
      found.set(v, paths);
      return null;
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, `${p}.${i}`));
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, `${p}.${k}`)]));
    }
    return v;
  };
  const clone = walk(value, path);
  return { clone, files: [...found].map(([file, paths]) => ({ file, paths })) };
}

/** The form parts, in order, of a multipart request for one operation. */
export function multipartParts(
  operation: { query: string; operationName?: string | null; variables: Record<string, unknown> },
): { name: string; value: string | Blob; filename?: string }[] {
  const { clone, files } = extractFiles(operation.variables);
  const map: Record<string, string[]> = {};
  files.forEach((f, i) => { map[String(i)] = f.paths; });
  const parts: { name: string; value: string | Blob; filename?: string }[] = [
    { name: 'operations', value: JSON.stringify({ query: operation.query, operationName: operation.operationName ?? undefined, variables: clone }) },
    { name: 'map', value: JSON.stringify(map) },
  ];
  files.forEach((f, i) => {
    const name = (f.file as { name?: unknown }).name;
    parts.push({ name: String(i), value: f.file, filename: typeof name === 'string' && name ? name : 'blob' });
  });
  return parts;
}

/** The multipart body as FormData. */
export function multipartBody(operation: { query: string; operationName?: string | null; variables: Record<string, unknown> }): FormData {
  const body = new FormData();
  for (const part of multipartParts(operation)) {
    if (typeof part.value === 'string') body.append(part.name, part.value);
    else body.append(part.name, part.value, part.filename);
  }
  return body;
}
