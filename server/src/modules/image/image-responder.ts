/** The one image responder: ETag, nosniff, Cache-Control, 304 on a matching If-None-Match, else the bytes. */
import type { Request, Response } from 'express';
import type { ImageBytes } from './image.service';

/**
 * Answers image bytes. `notModified` (set by readImage when it skipped reading the bytes) or an If-None-Match equal
 * to the ETag answers 304 without a body.
 */
export function sendImage(req: Request, res: Response, img: ImageBytes & { notModified?: boolean }, cacheControl: string): void {
  res.set({ ETag: img.etag, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': cacheControl });
  if (img.notModified || req.headers['if-none-match'] === img.etag) {
    res.status(304).end();
    return;
  }
  res.type(img.mime).send(img.body);
}
