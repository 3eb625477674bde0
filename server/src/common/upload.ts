/** The GraphQL Upload scalar (graphql-upload, an ES module loaded through Node's require) and a capped reader. */
import type { GraphQLScalarType } from 'graphql';
import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { MAX_IMAGE_BYTES } from '@purlwise/core';
import { AppError } from './errors';

/** The refusal of an image over MAX_IMAGE_BYTES, on every door. */
export const TOO_LARGE_MESSAGE = `Images may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
export const imageTooLarge = () => new AppError('IMAGE_TOO_LARGE', TOO_LARGE_MESSAGE, { values: { max: MAX_IMAGE_BYTES / 1024 / 1024 } });

type UploadMiddleware = (opts: { maxFileSize: number; maxFiles: number }) => RequestHandler;

export interface FileUpload { filename: string; mimetype: string; encoding: string; createReadStream(): Readable }

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const GraphQLUpload: GraphQLScalarType = (require('graphql-upload/GraphQLUpload.mjs') as { default: GraphQLScalarType }).default;
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const graphqlUploadExpress = (require('graphql-upload/graphqlUploadExpress.mjs') as { default: UploadMiddleware }).default;

/** Reads an upload into memory, refusing more than the image size limit. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<Buffer> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw new AppError('BAD_USER_INPUT', 'The file upload was incomplete');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw imageTooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // graphql-upload aborts the stream when maxFileSize is passed.
    if (/exceeds|limit/i.test(String((err as Error).message))) throw imageTooLarge();
    throw new AppError('BAD_USER_INPUT', 'The file upload was incomplete');
  }
  return Buffer.concat(chunks);
}
