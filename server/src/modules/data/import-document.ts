/**
 * The import document read as a stream (@streamparser/json): one item or calculator is assembled at a time and
 * handed over, then dropped. Caps far below the heap (a 20 MB document of `{},{},...` once took the server down):
 * total size, length of any one text or number, nesting depth, size of one entry, and the number of items and
 * calculators. Top-level values other than the lists (profile, favourites) are skipped token by token, never built.
 */
import type { Readable } from 'node:stream';
import { Tokenizer, TokenParser, TokenType, type ParsedTokenInfo } from '@streamparser/json';
import { AppError } from '../../common/errors';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-format';

/** The caps of one import document (docs/export-format.md "Limits"). */
export const DOCUMENT_LIMITS = {
  /** Bytes of the JSON document. */
  bytes: 32 * 1024 * 1024,
  /** Characters of any one string or number. */
  string: 64 * 1024,
  /** Bytes of one item or calculator as written in the document. */
  entryBytes: 1024 * 1024,
  /** Nesting of objects and arrays (an export needs 5). */
  depth: 8,
  items: 2_000,
  calculators: 2_000,
  needles: 2_000,
  projects: 2_000,
} as const;

/** Which list an entry came from. */
export type EntryKind = 'item' | 'calculator' | 'needle' | 'project';

/** Receives each entry in document order; `index` counts from 0 within its list. The next is read once it resolves. */
export type EntrySink = (kind: EntryKind, index: number, value: unknown) => void | Promise<void>;

/** IMPORT_NOT_OURS with what gave it away. */
export const notOurs = (detail: string) => new AppError('IMPORT_NOT_OURS', `This file is not a Purlwise export: ${detail}`);
/** IMPORT_TOO_LARGE with the cap that was passed. */
export const tooLarge = (detail: string) => new AppError('IMPORT_TOO_LARGE', `The file is too large to import: ${detail}`);

const OPEN = new Set<TokenType>([TokenType.LEFT_BRACE, TokenType.LEFT_BRACKET]);
const CLOSE = new Set<TokenType>([TokenType.RIGHT_BRACE, TokenType.RIGHT_BRACKET]);
const LISTS: Record<string, EntryKind> = { items: 'item', calculators: 'calculator', needles: 'needle', projects: 'project' };
const CAPS: Record<EntryKind, [number, string]> = {
  item: [DOCUMENT_LIMITS.items, 'items'], calculator: [DOCUMENT_LIMITS.calculators, 'calculators'], needle: [DOCUMENT_LIMITS.needles, 'needles'],
  project: [DOCUMENT_LIMITS.projects, 'projects'],
};
const MB = (n: number) => `${n / 1024 / 1024} MB`;

type Token = ParsedTokenInfo;
type Entry = [EntryKind, number, unknown];

/**
 * The token gate between the tokenizer and the parser: checks the caps on every token, hands the parser only the
 * lists (a skipped top-level value becomes one null), and keeps `format` and `version`. Entries the parser
 * completes wait in `pending` until the reader hands them over.
 */
class DocumentGate {
  readonly tokenizer = new Tokenizer({ emitPartialTokens: true });
  readonly pending: Entry[] = [];
  readonly top: { format?: unknown; version?: unknown } = {};
  parser: TokenParser | null = null;
  rootIsList = false;
  /** The first cap or syntax error met (the libraries may wrap what a callback throws). */
  failure: Error | null = null;
  private depth = 0;
  // Root object only: whether the next string is a key, the current key, and a skipped value's depth.
  private expectKey = false;
  private key = '';
  private skipUntil = -1;
  private entryStart = -1;
  private readonly counts: Record<EntryKind, number> = { item: 0, calculator: 0, needle: 0, project: 0 };

  constructor() {
    this.tokenizer.onToken = (t: Token) => this.onToken(t);
  }

  private fail(err: Error): never {
    this.failure ??= err;
    throw err;
  }

  private startParser(token: TokenType): void {
    if (token === TokenType.LEFT_BRACKET) this.rootIsList = true;
    else if (token !== TokenType.LEFT_BRACE) this.fail(notOurs(`it has no "format": "${EXPORT_FORMAT}"`));
    const list = this.rootIsList;
    const parser = new TokenParser({ paths: list ? ['$.*'] : ['$.items.*', '$.calculators.*', '$.needles.*', '$.projects.*'], keepStack: false });
    parser.onValue = ({ value, key: index, stack }) => {
      const kind = list ? 'item' : LISTS[String(stack[1]?.key)];
      if (!kind) return;
      this.counts[kind] += 1;
      const [cap, what] = CAPS[kind];
      if (this.counts[kind] > cap) this.fail(tooLarge(`at most ${cap} ${what}`));
      this.pending.push([kind, Number(index), value]);
    };
    parser.onError = (err) => this.fail(notOurs(`the document is not valid JSON (${err.message.slice(0, 100)})`));
    parser.onEnd = () => undefined;
    this.parser = parser;
  }

  private forward(t: Token): void {
    this.parser!.write(t);
  }

  /** Depth, nesting and entry-size caps; returns the depth before the token. */
  private measure(t: Token, opens: boolean, closes: boolean): number {
    if (opens && this.depth + 1 > DOCUMENT_LIMITS.depth) this.fail(tooLarge(`its document nests more than ${DOCUMENT_LIMITS.depth} levels deep`));
    const before = this.depth;
    this.depth += opens ? 1 : closes ? -1 : 0;
    // An entry is a value directly in a list: depth 1 in a bare list, 2 under "items", "calculators" or "needles".
    const entryDepth = this.rootIsList ? 1 : 2;
    if (opens && before === entryDepth) this.entryStart = t.offset;
    if (this.entryStart >= 0 && t.offset - this.entryStart > DOCUMENT_LIMITS.entryBytes) this.fail(tooLarge(`an entry is larger than ${MB(DOCUMENT_LIMITS.entryBytes)}`));
    if (closes && this.depth === entryDepth) this.entryStart = -1;
    return before;
  }

  /** A token directly in the root object (a key, a separator, or the start of a value). */
  private rootToken(t: Token, opens: boolean): void {
    if (t.token === TokenType.COMMA) { this.expectKey = true; return this.forward(t); }
    if (t.token === TokenType.COLON) return this.forward(t);
    if (this.expectKey) { this.expectKey = false; this.key = String(t.value); return this.forward(t); }
    if (Object.hasOwn(LISTS, this.key)) {
      if (t.token !== TokenType.LEFT_BRACKET) this.fail(notOurs('its items, calculators or projects are not lists'));
      return this.forward(t);
    }
    if (this.key === 'format' || this.key === 'version') { this.top[this.key] = t.value; return this.forward(t); }
    // Anything else (profile, favourites) is never built.
    if (opens) this.skipUntil = 1;
    this.forward({ ...t, token: TokenType.NULL, value: null });
  }

  private onToken(t: Token): void {
    const length = typeof t.value === 'string' ? t.value.length : t.token === TokenType.NUMBER ? String(t.value).length : 0;
    if (length > DOCUMENT_LIMITS.string) this.fail(tooLarge(`a text of the document is longer than ${DOCUMENT_LIMITS.string / 1024} K characters`));
    if (t.partial) return;
    if (!this.parser) this.startParser(t.token);
    const opens = OPEN.has(t.token);
    const closes = CLOSE.has(t.token);
    const before = this.measure(t, opens, closes);
    if (this.skipUntil >= 0) {
      // Inside a skipped top-level value: nothing is built; the parser got one null in its place.
      if (this.depth === this.skipUntil) this.skipUntil = -1;
      return;
    }
    if (!this.rootIsList && before === 1 && !closes) return this.rootToken(t, opens);
    if (!this.rootIsList && t.token === TokenType.LEFT_BRACE && before === 0) this.expectKey = true;
    this.forward(t);
  }

  /** Checks the root held what makes it ours, once the whole document was read. */
  checkOurs(): void {
    if (!this.parser || !this.parser.isEnded) throw notOurs('the document is not valid JSON');
    if (this.rootIsList) return;
    if (this.top.format !== EXPORT_FORMAT) throw notOurs(`it has no "format": "${EXPORT_FORMAT}"`);
    const version = this.top.version;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw notOurs('its version is not valid');
    if (version > EXPORT_VERSION) throw notOurs(`it was made by a newer Purlwise (version ${version})`);
  }
}

/**
 * Reads the document from `input`, calling `sink` for every entry, and checks it is ours and not from a newer
 * version (a bare list of items is accepted too). Throws IMPORT_NOT_OURS or IMPORT_TOO_LARGE; the caller decides
 * what an entry's contents are worth. The entries of one chunk are handed over before the next chunk is read, so
 * at most one chunk's entries are alive at a time.
 */
export async function readDocument(input: Readable, sink: EntrySink): Promise<void> {
  const gate = new DocumentGate();
  // Tokenizer and parser errors are the document's fault; whatever the sink throws is passed on as it is.
  const feed = (write: () => void) => {
    try {
      write();
    } catch (err) {
      input.destroy();
      if (gate.failure) throw gate.failure;
      if (err instanceof AppError) throw err;
      throw notOurs('the document is not valid JSON');
    }
  };
  let sinkFailed = false;
  const drain = async () => {
    for (const entry of gate.pending.splice(0)) {
      try {
        await sink(...entry);
      } catch (err) {
        sinkFailed = true;
        throw err;
      }
    }
  };
  let size = 0;
  let first = true;
  try {
    for await (const chunk of input) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > DOCUMENT_LIMITS.bytes) throw tooLarge(`its document is larger than ${MB(DOCUMENT_LIMITS.bytes)}`);
      // A byte-order mark is allowed before the document.
      const bom = first && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
      first = false;
      feed(() => gate.tokenizer.write(bom ? buf.subarray(3) : buf));
      await drain();
    }
  } catch (err) {
    if (sinkFailed || err instanceof AppError) throw err;
    // The archive's stream broke (a damaged or lying zip entry).
    throw notOurs('its document cannot be read');
  } finally {
    input.destroy();
  }
  feed(() => { if (!gate.tokenizer.isEnded) gate.tokenizer.end(); });
  await drain();
  gate.checkOurs();
}
