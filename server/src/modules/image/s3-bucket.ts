/**
 * The S3-compatible bucket that holds image bytes when IMAGE_STORE=s3 (AWS S3, MinIO, s3rver...). Objects are
 * immutable: `<prefix><random>/o` (the re-encoded original) and `<prefix><random>/t` (the thumbnail).
 *
 * Two prefixes, and only one of them may ever be readable without a signature:
 * - `private/`: every image's own objects (and `images/`, where images stored before the split live). Reached
 *   only through the app: a presigned URL of a few minutes, handed out after the visibility check.
 * - `public/`: copies of images everyone may see, made when such an image is first asked for. A bucket policy or a
 *   CDN may expose this prefix (deploy/minio/bucket-policy.json). A copy is deleted, before the change is
 *   acknowledged, when its image stops being public, so nothing private is ever left under it.
 */
import crypto from 'node:crypto';
import {
  CopyObjectCommand, CreateBucketCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Connection settings of the bucket (from config.s3). */
export interface BucketConfig { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicBaseUrl: string }

/** One stored object as listed. */
export interface ListedObject { key: string; lastModified: Date }

/** Where every image's own objects go. */
export const PRIVATE_PREFIX = 'private/';
/** Where the copies of public images go: the only prefix a bucket policy or CDN may expose. */
export const PUBLIC_PREFIX = 'public/';
/** Where images stored before the split live (treated as private). */
export const LEGACY_PREFIX = 'images/';
/** Every prefix the app writes under (listed by the orphan sweep). */
export const KEY_PREFIXES = [PRIVATE_PREFIX, PUBLIC_PREFIX, LEGACY_PREFIX];

/** A new, unguessable image key (the row stores it; the objects live under it): private unless `prefix` says. */
export function newImageKey(prefix = PRIVATE_PREFIX): string {
  return `${prefix}${crypto.randomBytes(16).toString('base64url')}`;
}

/** The object name of an image's original or thumbnail. */
export function objectName(key: string, thumb: boolean): string {
  return `${key}/${thumb ? 't' : 'o'}`;
}

/** What an object's answers tell caches: CDNs may keep public copies for ever, private bytes only the browser. */
function cacheControlOf(name: string): string {
  return name.startsWith(PUBLIC_PREFIX) ? 'public, max-age=31536000, immutable' : 'private, max-age=600';
}

/** The image key an object name belongs to. */
export function keyOfObject(name: string): string {
  return name.replace(/\/[ot]$/, '');
}

/** A bucket client: put, get, delete, list, and URLs for redirects. */
export class Bucket {
  readonly client: S3Client;

  constructor(readonly cfg: BucketConfig) {
    this.client = new S3Client({
      region: cfg.region,
      ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
      ...(cfg.accessKeyId ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } } : {}),
    });
  }

  /** Creates the bucket when it does not exist yet (first start on a fresh MinIO). */
  async ensure(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.cfg.bucket }));
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw err;
      await this.client.send(new CreateBucketCommand({ Bucket: this.cfg.bucket }));
    }
  }

  /** Writes one object; keys are never reused, so it may be cached forever (by shared caches only when public). */
  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.cfg.bucket, Key: name, Body: body, ContentType: contentType, CacheControl: cacheControlOf(name),
    }));
  }

  /** Reads one object; null when it is missing. */
  async get(name: string): Promise<Buffer | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.cfg.bucket, Key: name }));
      return Buffer.from(await r.Body!.transformToByteArray());
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  /** Deletes objects (missing ones are fine), a thousand per request. */
  async remove(names: string[]): Promise<void> {
    for (let i = 0; i < names.length; i += 1000) {
      const batch = names.slice(i, i + 1000);
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.cfg.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  /** Copies one object within the bucket (a public copy of a private original). */
  async copy(from: string, to: string, contentType: string): Promise<void> {
    await this.client.send(new CopyObjectCommand({
      Bucket: this.cfg.bucket, Key: to, CopySource: `${this.cfg.bucket}/${from}`, MetadataDirective: 'REPLACE',
      ContentType: contentType, CacheControl: cacheControlOf(to),
    }));
  }

  /** Every image object under every prefix the app writes, page by page. */
  async *list(): AsyncGenerator<ListedObject[]> {
    for (const prefix of KEY_PREFIXES) {
      let token: string | undefined;
      do {
        const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.cfg.bucket, Prefix: prefix, ContinuationToken: token }));
        yield (page.Contents ?? []).map((o) => ({ key: o.Key!, lastModified: o.LastModified ?? new Date(0) }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  }

  /**
   * Where to send a browser for an object. An object under the public prefix: the CDN base URL when set. Otherwise
   * a presigned URL valid for `ttlSeconds`; its signing time is rounded down to `stepSeconds` so the same image
   * keeps the same URL (and browser cache) for a while instead of getting a new URL on every request.
   */
  async url(name: string, ttlSeconds: number, stepSeconds: number): Promise<string> {
    if (name.startsWith(PUBLIC_PREFIX) && this.cfg.publicBaseUrl) return `${this.cfg.publicBaseUrl}/${name}`;
    const step = stepSeconds * 1000;
    const signingDate = new Date(Math.floor(Date.now() / step) * step);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.cfg.bucket, Key: name }), { expiresIn: ttlSeconds + stepSeconds, signingDate });
  }
}
