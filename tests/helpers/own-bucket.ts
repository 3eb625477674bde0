/**
 * For a picture suite of the api-s3 project on a bucket of its own (and a server on a database of its own,
 * useOwnServer in own-database.ts), so that a sweep with no grace period or a bucket policy cannot touch the uploads
 * of the suites running beside it: the suite's S3 settings pointed at a fresh bucket.
 */
import crypto from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';

/** A bucket named `<prefix>-<random>`, which a server given `env` creates; `s3()` is a client with the app's credentials. */
export function ownBucket(prefix: string): { bucket: string; env: Record<string, string>; s3: () => S3Client } {
  const bucket = `${prefix}-${crypto.randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = { ...(JSON.parse(process.env.PURLWISE_S3_ENV ?? '{}') as Record<string, string>), S3_BUCKET: bucket };
  const s3 = () => new S3Client({
    endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return { bucket, env, s3 };
}
