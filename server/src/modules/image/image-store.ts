/**
 * The image store: where the bytes of images live. Two implementations behind one interface: PostgreSQL (the
 * default: bytes in the image row) and an S3-compatible bucket (the row holds a key). Rows of both kinds may
 * coexist (during `npm run images:migrate`), so reading follows the row and writing follows IMAGE_STORE.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../config';
import { notFound } from '../../common/errors';
import { logger } from '../../common/logger';
import { publicImageSql } from './image.policy';
import { Bucket, newImageKey, objectName, PUBLIC_PREFIX } from './s3-bucket';

/** Bytes of a processed image as stored: the original and its thumbnail. */
export interface StoredBytes { data: Buffer; mime: string; thumb: Buffer; thumbMime: string }

/** Where the bytes of one new image go, as the columns of its row. */
export interface RowBytes { data: Buffer | null; thumb: Buffer | null; storageKey: string | null }

/** One way of keeping image bytes. */
export interface ImageStore {
  readonly kind: 'postgres' | 's3';
  /** Saves the bytes of a new image before its row is written; returns the row's columns. */
  save(bytes: StoredBytes): Promise<RowBytes>;
}

/** Bytes stay in the row (the default). */
export const postgresStore: ImageStore = {
  kind: 'postgres',
  save: async (b) => ({ data: b.data, thumb: b.thumb, storageKey: null }),
};

/** Bytes go to the bucket first; a row that never commits leaves objects the orphan sweep removes. */
export function s3Store(bucket: Bucket): ImageStore {
  return {
    kind: 's3',
    async save(b) {
      const key = newImageKey();
      await Promise.all([bucket.put(objectName(key, false), b.data, b.mime), bucket.put(objectName(key, true), b.thumb, b.thumbMime)]);
      return { data: null, thumb: null, storageKey: key };
    },
  };
}

let bucket: Bucket | null = null;
let store: ImageStore = postgresStore;

/** Sets the store up from the environment (and creates the bucket when missing). Throws on a bad IMAGE_STORE. */
export async function configureImageStore(cfg = config): Promise<ImageStore> {
  if (!['postgres', 's3'].includes(cfg.imageStore)) throw new Error(`IMAGE_STORE must be postgres or s3, not "${cfg.imageStore}"`);
  if (cfg.imageStore === 's3' && !cfg.s3.bucket) throw new Error('IMAGE_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)');
  bucket = cfg.s3.bucket ? new Bucket(cfg.s3) : null;
  if (bucket) await bucket.ensure();
  store = cfg.imageStore === 's3' && bucket ? s3Store(bucket) : postgresStore;
  return store;
}

/** The store new images go to. */
export function imageStore(): ImageStore {
  return store;
}

/** The bucket when one is configured (rows with a storage key need it even when IMAGE_STORE=postgres). */
export function imageBucket(): Bucket | null {
  return bucket;
}

/** The bucket, or an error saying a row points into a bucket that is not configured. */
export function requireBucket(): Bucket {
  if (!bucket) throw new Error('an image lives in S3 but S3_BUCKET is not configured');
  return bucket;
}

/** The storage keys (S3 rows only) of the given images and of their public copies, read in the caller's transaction. */
export async function storageKeysOf(em: EntityManager, ids: number[]): Promise<string[]> {
  if (!ids.length || !bucket) return [];
  const rows = await em.getConnection().execute<{ storage_key: string; public_key: string | null }[]>(
    `select storage_key, public_key from image where id in (${ids.map(() => '?').join(', ')}) and storage_key is not null`, ids, 'all', em.getTransactionContext());
  return rows.flatMap((r) => (r.public_key ? [r.storage_key, r.public_key] : [r.storage_key]));
}

/** Longest life of a presigned URL of a private image's object, signing step included: a few minutes. */
export const PRIVATE_URL_MAX_SECONDS = 300;
const PRIVATE_URL_STEP = 60;

/**
 * The public copy of image `id`, made now when it has none: copied first, then recorded by one statement that
 * checks the image is public at that moment, so an image that went private meanwhile gets no copy (and the copy
 * made for nothing is deleted). Null when the image is not public (any more).
 */
async function publicCopyOf(em: EntityManager, id: number, row: { storage_key: string; public_key: string | null; mime: string; thumb_mime: string }): Promise<string | null> {
  if (row.public_key) return row.public_key;
  const b = requireBucket();
  const key = newImageKey(PUBLIC_PREFIX);
  const names = [objectName(key, false), objectName(key, true)];
  await Promise.all([b.copy(objectName(row.storage_key, false), names[0], row.mime), b.copy(objectName(row.storage_key, true), names[1], row.thumb_mime)]);
  const cond = publicImageSql('image.id');
  const done = await em.getConnection().execute<{ public_key: string }[]>(
    `update image set public_key = ? where id = ? and storage_key = ? and public_key is null and ${cond.sql} returning public_key`,
    [key, id, row.storage_key, ...cond.params], 'all');
  if (done.length) return key;
  await b.remove(names);
  // Another request made the copy first (use it), or the image is no longer public.
  const [again] = await em.getConnection().execute<{ public_key: string | null }[]>('select public_key from image where id = ?', [id]);
  return again?.public_key ?? null;
}

/**
 * Where to redirect a request for an image whose bytes live in the bucket, or null (bytes in PostgreSQL); throws
 * NOT_FOUND when a public image stopped being public meanwhile. Public images: their public copy, through the CDN
 * base URL or a presigned URL stable for the hour; private ones: a presigned URL of the private object, valid for
 * at most a few minutes (and never beyond the signed /images URL's own expiry).
 */
export async function bucketLocation(em: EntityManager, id: number, thumb: boolean, isPublic: boolean, privateTtl: number): Promise<string | null> {
  if (!bucket) return null;
  const rows = await em.getConnection().execute<{ storage_key: string | null; public_key: string | null; mime: string; thumb_mime: string }[]>(
    'select storage_key, public_key, mime, thumb_mime from image where id = ?', [id]);
  const row = rows[0];
  if (!row?.storage_key) return null;
  if (isPublic) {
    const copy = await publicCopyOf(em, id, { ...row, storage_key: row.storage_key });
    if (!copy) throw notFound('Image');
    return bucket.url(objectName(copy, thumb), 3600, 3600);
  }
  const ttl = Math.max(1, Math.min(privateTtl, PRIVATE_URL_MAX_SECONDS - PRIVATE_URL_STEP));
  return bucket.url(objectName(row.storage_key, thumb), ttl, PRIVATE_URL_STEP);
}

/**
 * Deletes the public copies of `ownerId`'s images that are no longer public (an item or a profile made private),
 * and waits for the bucket, so that once a change of visibility is acknowledged nothing of it is left under the
 * public prefix. Called after the change has committed: a copy being made meanwhile either sees the change and is
 * not recorded, or is recorded first and then found here (the row lock orders the two).
 */
export async function retractPublicCopies(em: EntityManager, ownerId: number): Promise<number> {
  if (!bucket) return 0;
  const cond = publicImageSql('image.id');
  const rows = await em.getConnection().execute<{ public_key: string }[]>(
    `with gone as (select id, public_key from image where owner_id = ? and public_key is not null and not ${cond.sql} for update)
     update image set public_key = null from gone where image.id = gone.id returning gone.public_key`, [ownerId, ...cond.params], 'all');
  if (!rows.length) return 0;
  const names = rows.flatMap((r) => [objectName(r.public_key, false), objectName(r.public_key, true)]);
  try {
    await bucket.remove(names);
  } catch (err) {
    // The rows no longer point at them: the orphan sweep removes them if this failed.
    logger.error({ err }, 'public copies of images made private were not deleted; the orphan sweep will');
  }
  return rows.length;
}
