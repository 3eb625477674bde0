/** A catalogue read as flat keys, for the tests that compare catalogues. */

/** A catalogue, or a part of one. */
export type Tree = { [key: string]: unknown };

/** Every leaf key as a dotted path, with its text. */
export function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) leaves(v as Tree, path).forEach((text, p) => out.set(p, text));
    else out.set(path, v);
  }
  return out;
}
