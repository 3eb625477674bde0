/** Uploaded images: checked by their bytes, capped in size and pixels, re-encoded (no EXIF), thumbnailed. */
import crypto from 'node:crypto';
import sharp from 'sharp';
import pLimit from 'p-limit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@purlwise/core';
import { config } from '../../config';
import { AppError } from '../../common/errors';
import { Image } from './image.entity';
import { imageStore, requireBucket, storageKeysOf } from './image-store';
import { removeObjectsAfterCommit } from './image-sweep';
import { objectName } from './s3-bucket';
import { imageTooLarge } from '../../common/upload';

export { imageTooLarge, TOO_LARGE_MESSAGE } from '../../common/upload';

const FORMATS: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const THUMB_SIZE = 480;

// A 36-megapixel photo decodes to over 100 MB: images are processed a few at a time (the others wait in the queue,
// never refused), each on one libvips thread, and libvips keeps no cache of decoded images between them.
sharp.cache(false);
sharp.concurrency(1);
// Plain libjpeg rather than mozjpeg: mozjpeg's trellis and scan optimisation took 4-5 s of CPU per 36-megapixel photo
// here (16 queued uploads: 71 s for the last one, 9-16 s without), for files about a tenth smaller.
const imageQueue = pLimit(config.imageConcurrency);

export const UNSUPPORTED_MESSAGE = 'Only PNG, JPEG, WebP and GIF images are accepted';
export const TOO_MANY_PIXELS_MESSAGE = `Images may be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

/** IMAGE_TOO_LARGE for a file over the byte limit, with the limit in MB for the client's own text. */
const unsupported = (reason?: 'unreadable' | 'damaged') => new AppError('UNSUPPORTED_IMAGE',
  reason === 'unreadable' ? `${UNSUPPORTED_MESSAGE}; this file could not be read as an image`
    : reason === 'damaged' ? `${UNSUPPORTED_MESSAGE}; this file is damaged` : UNSUPPORTED_MESSAGE, reason ? { reason } : {});

/** The processed bytes of an upload, ready to store. */
export interface ProcessedImage { mime: string; width: number; height: number; data: Buffer; thumb: Buffer; etag: string }

function magicFormat(buf: Buffer): string | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * Validates and re-encodes an upload, at most `IMAGE_CONCURRENCY` at a time. Throws UNSUPPORTED_IMAGE (415) or
 * IMAGE_TOO_LARGE (413); stores nothing.
 */
export async function processImage(buf: Buffer): Promise<ProcessedImage> {
  if (buf.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  const format = magicFormat(buf);
  if (!format) throw unsupported();
  return imageQueue(() => transform(buf, format));
}

/** The sharp work of one upload whose format is known from its bytes. */
async function transform(buf: Buffer, format: string): Promise<ProcessedImage> {
  const animated = format === 'gif' || format === 'webp';
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(buf, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw unsupported('unreadable');
  }
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !frameHeight) throw unsupported('unreadable');
  if (pixels > MAX_IMAGE_PIXELS) throw new AppError('IMAGE_TOO_LARGE', TOO_MANY_PIXELS_MESSAGE, { reason: 'tooManyPixels', values: { max: MAX_IMAGE_PIXELS / 1_000_000 } });
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF (GPS) is dropped.
    const base = sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' }).rotate();
    const encoded = await (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg({ quality: 88 })
      : format === 'webp' ? base.webp({ quality: 88 }) : base.gif()).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return {
      mime: FORMATS[format], width: encoded.info.width, height: encoded.info.pageHeight ?? encoded.info.height,
      data: encoded.data, thumb, etag: crypto.createHash('sha256').update(encoded.data).digest('base64url').slice(0, 27),
    };
  } catch {
    throw unsupported('damaged');
  }
}

/** Stores a processed image (bytes in the configured store, row in the caller's transaction); returns its id. */
export async function storeImage(em: EntityManager, ownerId: number, img: ProcessedImage): Promise<number> {
  const bytes = await imageStore().save({ data: img.data, mime: img.mime, thumb: img.thumb, thumbMime: 'image/webp' });
  const row = em.create(Image, {
    ownerId, mime: img.mime, width: img.width, height: img.height, byteSize: img.data.length,
    etag: img.etag, ...bytes, thumbMime: 'image/webp', createdAt: new Date(),
  });
  await em.flush();
  return row.id;
}

/** Deletes images by id (after the rows that pointed at them are gone); bucket objects go once this commits. */
export async function deleteImages(em: EntityManager, ids: Array<number | null | undefined>): Promise<void> {
  const list = ids.filter((id): id is number => typeof id === 'number');
  if (!list.length) return;
  const keys = await storageKeysOf(em, list);
  await em.nativeDelete(Image, { id: { $in: list } });
  removeObjectsAfterCommit(keys);
}

/** The bytes of an image (or its thumbnail) with their real type and quoted ETag, as image GETs answer them. */
export interface ImageBytes { body: Buffer; mime: string; etag: string }

/**
 * Reads the bytes of one image or its thumbnail. When `ifNoneMatch` equals its ETag the bytes are not even
 * read (a revalidation answered 304 costs no image transfer from the database).
 */
export async function readImage(em: EntityManager, id: number, thumb: boolean, ifNoneMatch?: string): Promise<(ImageBytes & { notModified: boolean }) | null> {
  const suffix = thumb ? '-t' : '';
  const known = ifNoneMatch?.startsWith('"') && ifNoneMatch.endsWith(`${suffix}"`) ? ifNoneMatch.slice(1, ifNoneMatch.length - 1 - suffix.length) : '';
  const rows = await em.getConnection().execute<{ body: Buffer | null; mime: string; etag: string; storage_key: string | null }[]>(
    `select case when etag = ? then null else ${thumb ? 'thumb' : 'data'} end as body, ${thumb ? 'thumb_mime' : 'mime'} as mime, etag, storage_key
     from image where id = ?`, [known, id]);
  if (!rows.length) return null;
  const row = rows[0];
  const etag = `"${row.etag}${suffix}"`;
  if (row.etag === known) return { body: Buffer.alloc(0), mime: row.mime, etag, notModified: true };
  const body = row.storage_key ? await requireBucket().get(objectName(row.storage_key, thumb)) : row.body;
  if (!body) return null;
  return { body, mime: row.mime, etag, notModified: false };
}
