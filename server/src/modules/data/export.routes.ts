/**
 * GET /api/account/export: the zip of everything of the viewer, streamed (one image in memory at a time, and
 * only as fast as the client reads). Authenticated by the short-lived link of the `exportData` mutation or by
 * a session's Bearer access token.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import { Router, type Response } from 'express';
import { SignJWT, jwtVerify } from 'jose';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { toAppError, unauthenticated } from '../../common/errors';
import { logger } from '../../common/logger';
import type { Secrets } from '../../common/secrets';
import { bearer, viewerFromToken } from '../account/tokens';
import { DOCUMENT_NAME, type ExportDocument } from './export-format';
import { buildExport, estimateExportBytes, type ExportImage } from './export.service';
import { requireBucket } from '../image/image-store';
import { objectName } from '../image/s3-bucket';
import { writeError } from '../../common/error-writer';

/** Path of the export download. */
export const EXPORT_PATH = '/api/account/export';
/** How long an export link works. */
export const EXPORT_LINK_SECONDS = 10 * 60;

// Its own key, so an export link can never pass for an access token (or the reverse).
const linkKey = (secrets: Secrets) => crypto.createHmac('sha256', secrets.jwt).update('purlwise-export-link').digest();

/** A download link for `user`'s export, valid 10 minutes and only while their sessions are. */
export async function exportLink(secrets: Secrets, user: { id: number; sessionVersion: number }): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + EXPORT_LINK_SECONDS * 1000);
  const token = await new SignJWT({ v: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setAudience('export')
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000)).sign(linkKey(secrets));
  return { url: `${EXPORT_PATH}?token=${token}`, expiresAt };
}

/** The user id of an export link, or null when forged, expired, or older than a password change. */
async function linkUser(em: EntityManager, secrets: Secrets, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, linkKey(secrets), { algorithms: ['HS256'], audience: 'export' });
    const id = Number(payload.sub);
    const rows = await em.getConnection().execute<{ session_version: number }[]>('select session_version from app_user where id = ?', [id]);
    return rows.length && rows[0].session_version === payload.v ? id : null;
  } catch {
    return null;
  }
}

/** Writes the zip to `res`: the document first (deflated), then each image as stored (already compressed). */
async function streamZip(em: EntityManager, res: Response, userId: number, document: ExportDocument, images: ExportImage[]): Promise<void> {
  // An object, not a `let`: the zip callback sets it later, which narrowing of a local would not see.
  const state: { failed: Error | null } = { failed: null };
  const zip = new Zip((err, chunk, final) => {
    if (err) { state.failed = err; return; }
    res.write(chunk);
    if (final) res.end();
  });
  const json = new ZipDeflate(DOCUMENT_NAME, { level: 6 });
  zip.add(json);
  json.push(Buffer.from(JSON.stringify(document, null, 2)), true);
  for (const img of images) {
    if (res.destroyed) return;
    const rows = await em.getConnection().execute<{ data: Buffer | null; storage_key: string | null }[]>(
      'select data, storage_key from image where id = ? and owner_id = ?', [img.id, userId]);
    const bytes = rows[0]?.storage_key ? await requireBucket().get(objectName(rows[0].storage_key, false)) : rows[0]?.data;
    if (!bytes) continue;
    const entry = new ZipPassThrough(img.path);
    zip.add(entry);
    entry.push(new Uint8Array(bytes), true);
    if (state.failed) throw state.failed;
    // Backpressure: read the next image only once the client has taken this one.
    if (res.writableNeedDrain) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  zip.end();
}

/** The export route. */
export function exportRouter(orm: MikroORM, secrets: Secrets): Router {
  const router = Router();
  router.get(EXPORT_PATH, async (req, res) => {
    const em = orm.em.fork();
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const viewer = token ? null : await viewerFromToken(em, secrets, bearer(req.headers.authorization));
      // Only session tokens (JWTs) are read here: a personal access token never exports, the document holds the email.
      const userId = token ? await linkUser(em, secrets, token) : viewer?.id ?? null;
      if (!userId) {
        writeError('routes', res, unauthenticated());
        return;
      }
      const estimate = await estimateExportBytes(em, userId);
      const { document, images } = await buildExport(em, userId);
      const day = document.exportedAt.slice(0, 10);
      res.status(200).set({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="purlwise-${document.profile.username}-${day}.zip"`,
        'cache-control': 'no-store',
        'x-export-estimated-bytes': String(estimate),
      });
      await streamZip(em, res, userId, document, images);
    } catch (err) {
      const e = toAppError(err);
      if (!res.headersSent) {
        writeError('routes', res, e);
        return;
      }
      // Half a zip is useless: cut the connection so the client sees a failed download, not a short file.
      logger.warn({ err }, 'export interrupted');
      res.destroy();
    }
  });
  return router;
}
