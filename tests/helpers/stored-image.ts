/**
 * What the image store holds, read directly (not over the app): the bytes of an image from its row in
 * PostgreSQL, or from the bucket when the row holds a storage key (the `api-s3` project, see global-setup-s3.js).
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Client } from 'pg';

/** True in the `api-s3` project: the server under test keeps image bytes in s3rver. */
export const ON_S3 = process.env.PURLWISE_IMAGE_STORE === 's3';

function s3(): { client: S3Client; bucket: string } {
  const env = JSON.parse(process.env.PURLWISE_S3_ENV ?? '{}') as Record<string, string>;
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return { client, bucket: env.S3_BUCKET };
}

/** The stored bytes of image `id` (original or thumbnail), wherever they live. */
export async function storedBytes(db: Client, id: number, thumb = false): Promise<Buffer> {
  const row = (await db.query<{ data: Buffer; thumb: Buffer; storage_key: string | null }>('select data, thumb, storage_key from image where id = $1', [id])).rows[0];
  if (!row) throw new Error(`no image ${id}`);
  if (!row.storage_key) return thumb ? row.thumb : row.data;
  const { client, bucket } = s3();
  const r = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${row.storage_key}/${thumb ? 't' : 'o'}` }));
  return Buffer.from(await r.Body!.transformToByteArray());
}

/** Names of the objects in the test bucket under `prefix` (every object by default). */
export async function bucketObjects(prefix = ''): Promise<string[]> {
  const { client, bucket } = s3();
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    names.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** The storage key of image `id` (null when its bytes are in PostgreSQL). */
export async function storageKeyOf(db: Client, id: number): Promise<string | null> {
  return (await db.query<{ storage_key: string | null }>('select storage_key from image where id = $1', [id])).rows[0]?.storage_key ?? null;
}
