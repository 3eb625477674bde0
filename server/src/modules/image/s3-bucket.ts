/**
 * The S3-compatible bucket that holds image bytes when IMAGE_STORE=s3 (AWS S3, MinIO, s3rver...). Objects are
 * immutable: `images/<random>/o` (the re-encoded original) and `images/<random>/t` (the thumbnail).
 */
import crypto from 'node:crypto';
import {
  CreateBucketCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Connection settings of the bucket (from config.s3). */
export interface BucketConfig { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicBaseUrl: string }

/** One stored object as listed. */
export interface ListedObject { key: string; lastModified: Date }

export const KEY_PREFIX = 'images/';

/** A new, unguessable image key (the row stores it; the objects live under it). */
export function newImageKey(): string {
  return `${KEY_PREFIX}${crypto.randomBytes(16).toString('base64url')}`;
}

/** The object name of an image's original or thumbnail. */
export function objectName(key: string, thumb: boolean): string {
  return `${key}/${thumb ? 't' : 'o'}`;
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

  /** Writes one object; keys are never reused, so it may be cached forever. */
  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.cfg.bucket, Key: name, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable',
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

  /** Every image object, page by page. */
  async *list(): AsyncGenerator<ListedObject[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.cfg.bucket, Prefix: KEY_PREFIX, ContinuationToken: token }));
      yield (page.Contents ?? []).map((o) => ({ key: o.Key!, lastModified: o.LastModified ?? new Date(0) }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Where to send a browser for an object. Public: the CDN base URL when set. Otherwise a presigned URL valid for
   * `ttlSeconds`; its signing time is rounded down to `stepSeconds` so the same image keeps the same URL (and
   * browser cache) for a while instead of getting a new URL on every request.
   */
  async url(name: string, isPublic: boolean, ttlSeconds: number, stepSeconds: number): Promise<string> {
    if (isPublic && this.cfg.publicBaseUrl) return `${this.cfg.publicBaseUrl}/${name}`;
    const step = stepSeconds * 1000;
    const signingDate = new Date(Math.floor(Date.now() / step) * step);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.cfg.bucket, Key: name }), { expiresIn: ttlSeconds + stepSeconds, signingDate });
  }
}
