/**
 * The image store: where the bytes of images live. Two implementations behind one interface: PostgreSQL (the
 * default: bytes in the image row) and an S3-compatible bucket (the row holds a key). Rows of both kinds may
 * coexist (during `npm run images:migrate`), so reading follows the row and writing follows IMAGE_STORE.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../config';
import { Bucket, newImageKey, objectName } from './s3-bucket';

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

/** The storage keys (S3 rows only) of the given images, read in the caller's transaction. */
export async function storageKeysOf(em: EntityManager, ids: number[]): Promise<string[]> {
  if (!ids.length || !bucket) return [];
  const rows = await em.getConnection().execute<{ storage_key: string }[]>(
    `select storage_key from image where id in (${ids.map(() => '?').join(', ')}) and storage_key is not null`, ids, 'all', em.getTransactionContext());
  return rows.map((r) => r.storage_key);
}

/**
 * Where to redirect a request for an image whose bytes live in the bucket, or null (bytes in PostgreSQL).
 * Public images: the CDN base URL, or a presigned URL stable for the hour; private ones: a presigned URL valid
 * for at most `privateTtl` seconds (and never beyond the signed /images URL's own expiry).
 */
export async function bucketLocation(em: EntityManager, id: number, thumb: boolean, isPublic: boolean, privateTtl: number): Promise<string | null> {
  if (!bucket) return null;
  const rows = await em.getConnection().execute<{ storage_key: string | null }[]>('select storage_key from image where id = ?', [id]);
  const key = rows[0]?.storage_key;
  if (!key) return null;
  const name = objectName(key, thumb);
  return isPublic ? bucket.url(name, true, 3600, 3600) : bucket.url(name, false, Math.max(1, Math.min(privateTtl, 600)), 60);
}
