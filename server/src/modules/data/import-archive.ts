/**
 * Reading an import file (a Purlwise export zip, or its JSON document alone) without trusting it: sizes are
 * checked from the zip's central directory before anything is inflated (zip bombs), entry paths must stay
 * inside the archive, and every file under images/ must be a real image. The document is never held whole: it is
 * streamed (import-document.ts) each time it is read. Nothing here writes to the database.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@purlwise/core';
import { AppError } from '../../common/errors';
import { DOCUMENT_NAME, IMAGE_DIR } from './export-format';
import { DOCUMENT_LIMITS, notOurs, readDocument, tooLarge, type EntrySink } from './import-document';

const MAX_DOCUMENT_BYTES = DOCUMENT_LIMITS.bytes;
/** Files in one archive: the document, the pictures (at most 500 are referenced) and the profile's two images. */
const MAX_ENTRIES = 1_000;
/** Deflate cannot honestly shrink an already-compressed picture or a JSON text by more than this. */
const MAX_RATIO = 200;
const IMAGE_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export { notOurs };
const unsafe = (name: string) => new AppError('IMPORT_UNSAFE_PATH', `The archive contains a path that is not allowed: ${name.slice(0, 200)}`);

/** An opened import: a streaming reader of its document and a reader of its image files. */
export interface ImportArchive {
  /** Streams the document (checked: ours, not newer, within the caps) entry by entry to `sink`. */
  readDocument(sink: EntrySink): Promise<void>;
  /** Whether `path` names an image file of the archive. */
  hasImage(path: string): boolean;
  /** The SHA-256 of an image file's bytes: identical pictures are processed once. */
  imageHash(path: string): string;
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
    const images = [...entries.keys()].filter((n) => n.startsWith(IMAGE_DIR));
    // Every picture is checked before the first row is written: a bad one refuses the whole import.
    const hashes = new Map<string, string>();
    for (const name of images) {
      const bytes = await read(entries.get(name)!, MAX_IMAGE_BYTES);
      await checkImage(name, bytes);
      hashes.set(name, crypto.createHash('sha256').update(bytes).digest('base64url'));
    }
    return {
      readDocument: async (sink) => {
        let stream: Readable;
        try {
          stream = await zip.openReadStreamPromise(docEntry);
        } catch {
          throw notOurs(`${DOCUMENT_NAME} cannot be read`);
        }
        await readDocument(stream, sink);
      },
      hasImage: (p) => p.startsWith(IMAGE_DIR) && entries.has(p),
      imageHash: (p) => hashes.get(p) ?? '',
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
  return {
    readDocument: (sink) => readDocument(createReadStream(path, { highWaterMark: 64 * 1024 }), sink),
    hasImage: () => false,
    imageHash: () => '',
    readImage: () => Promise.reject(notOurs('a JSON document carries no pictures')),
    close: () => undefined,
  };
}
