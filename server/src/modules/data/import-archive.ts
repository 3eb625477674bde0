/**
 * Reading an import file (a Purlwise export zip, or its JSON document alone) without trusting it: sizes are
 * checked from the zip's central directory before anything is inflated (zip bombs), entry paths must stay
 * inside the archive, and every file under images/ must be a real image. Nothing here writes to the database.
 */
import { open, readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@purlwise/core';
import { AppError } from '../../common/errors';
import { DOCUMENT_NAME, EXPORT_FORMAT, EXPORT_VERSION, IMAGE_DIR } from './export-format';

const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 50_000;
/** Deflate cannot honestly shrink an already-compressed picture or a JSON text by more than this. */
const MAX_RATIO = 200;
const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

/** IMPORT_NOT_OURS with what gave it away. */
export const notOurs = (detail: string) => new AppError('IMPORT_NOT_OURS', `This file is not a Purlwise export: ${detail}`);
const unsafe = (name: string) => new AppError('IMPORT_UNSAFE_PATH', `The archive contains a path that is not allowed: ${name.slice(0, 200)}`);
const tooLarge = (detail: string) => new AppError('IMPORT_TOO_LARGE', `The file is too large to import: ${detail}`);

/** An opened import: the parsed document and a reader of its image files. */
export interface ImportArchive {
  document: unknown;
  /** Whether `path` names an image file of the archive. */
  hasImage(path: string): boolean;
  /** The bytes of an image file (checked sizes). */
  readImage(path: string): Promise<Buffer>;
  close(): void;
}

/** True when a name could leave the folder it is extracted in (yauzl's own rules, and then some). */
function isUnsafe(name: string): boolean {
  return name.includes('\\') || name.includes('\u0000') || name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.split('/').includes('..');
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) { stream.destroy(); throw tooLarge('an entry is larger than it claims'); }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses the JSON document and checks it is ours and not from a newer version. */
export function parseDocument(bytes: Buffer): unknown {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw notOurs('the document is not valid JSON');
  }
  // A bare list of items is accepted too (the "JSON of items" form).
  if (Array.isArray(doc)) return { format: EXPORT_FORMAT, version: EXPORT_VERSION, items: doc };
  const d = doc as { format?: unknown; version?: unknown } | null;
  if (!d || typeof d !== 'object' || d.format !== EXPORT_FORMAT) throw notOurs(`it has no "format": "${EXPORT_FORMAT}"`);
  if (typeof d.version !== 'number' || !Number.isInteger(d.version) || d.version < 1) throw notOurs('its version is not valid');
  if (d.version > EXPORT_VERSION) throw notOurs(`it was made by a newer Purlwise (version ${d.version})`);
  return doc;
}

/** Checks the bytes are a PNG, JPEG, WebP or GIF within the pixel limit, whatever the file is called. */
async function checkImage(name: string, bytes: Buffer): Promise<void> {
  const bad = new AppError('IMPORT_BAD_IMAGE', `${name.slice(0, 200)} is not a PNG, JPEG, WebP or GIF image`);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw bad;
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw bad;
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError('IMPORT_BAD_IMAGE', `${name.slice(0, 200)} has too many pixels`);
}

/** Lists the entries, refusing unsafe paths and sizes before anything is inflated. */
async function listEntries(zip: ZipFile, fileSize: number): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw tooLarge(`more than ${MAX_ENTRIES} files`);
  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of (zip as unknown as { eachEntry(): AsyncIterable<Entry> }).eachEntry()) {
      const name = entry.fileName;
      if (isUnsafe(name)) throw unsafe(name);
      if (name.endsWith('/')) continue;
      if (entry.isEncrypted()) throw notOurs('it contains encrypted files');
      const limit = name === DOCUMENT_NAME ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
      if (entry.uncompressedSize > limit) throw tooLarge(`${name.slice(0, 200)} is larger than ${limit / 1024 / 1024} MB`);
      if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > entry.compressedSize * MAX_RATIO) throw tooLarge(`${name.slice(0, 200)} inflates too much`);
      total += entry.uncompressedSize;
      if (total > fileSize * MAX_RATIO) throw tooLarge('its contents inflate too much');
      entries.set(name, entry);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const msg = String((err as Error).message);
    if (/invalid relative path|absolute path|invalid characters/.test(msg)) throw unsafe(msg.replace(/^[^:]*: /, ''));
    throw notOurs('the zip file is damaged');
  }
  return entries;
}

/** Opens a zip import at `path`: lists and checks every entry, reads the document and checks every image. */
async function openZip(path: string, fileSize: number): Promise<ImportArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw notOurs('it is not a readable zip file');
  }
  try {
    const entries = await listEntries(zip, fileSize);
    const read = async (entry: Entry, max: number) => {
      try {
        return await readAll(await zip.openReadStreamPromise(entry), max);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw notOurs(`${entry.fileName.slice(0, 200)} cannot be read`);
      }
    };
    const docEntry = entries.get(DOCUMENT_NAME);
    if (!docEntry) throw notOurs(`it has no ${DOCUMENT_NAME}`);
    const document = parseDocument(await read(docEntry, MAX_DOCUMENT_BYTES));
    const images = [...entries.keys()].filter((n) => n.startsWith(IMAGE_DIR));
    // Every picture is checked before the first row is written: a bad one refuses the whole import.
    for (const name of images) await checkImage(name, await read(entries.get(name)!, MAX_IMAGE_BYTES));
    return {
      document,
      hasImage: (p) => p.startsWith(IMAGE_DIR) && entries.has(p),
      readImage: (p) => read(entries.get(p)!, MAX_IMAGE_BYTES),
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/** Opens an import file (zip or JSON) saved at `path`. */
export async function openArchive(path: string): Promise<ImportArchive> {
  const fh = await open(path, 'r');
  let head: Buffer;
  let size: number;
  try {
    size = (await fh.stat()).size;
    head = Buffer.alloc(4);
    await fh.read(head, 0, 4, 0);
  } finally {
    await fh.close();
  }
  if (head.readUInt32LE(0) === 0x04034b50) return openZip(path, size);
  const first = head.toString('utf8').replace(/^\uFEFF/, '').trimStart()[0];
  if (first !== '{' && first !== '[') throw notOurs('it is neither a zip nor a JSON document');
  if (size > MAX_DOCUMENT_BYTES) throw tooLarge(`a JSON document may be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
  const document = parseDocument(await readFile(path));
  return { document, hasImage: () => false, readImage: () => Promise.reject(notOurs('a JSON document carries no pictures')), close: () => undefined };
}
