/**
 * POST /api/account/import: the upload of an import file (multipart, field `file`, up to IMPORT_MAX_BYTES). The
 * session (Bearer access token) is checked, and so is the one-import-per-account rule and the declared size, before
 * a byte of the body is read: a refused upload is answered at once and the connection closed. An accepted file is
 * saved to a temporary file and queued (import-jobs.ts); the answer is 202 with the import's id, followed through
 * the `accountImport` query.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import type { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../../config';
import { AppError, toAppError, unauthenticated } from '../../common/errors';
import type { Secrets } from '../../common/secrets';
import { bearer, viewerFromToken } from '../account/tokens';
import { isPat } from '../token/pat.service';
import { enqueueImport, importInProgress, importRunning, tempFileName } from './import-jobs';
import { writeError } from '../../common/error-writer';

/** Path of the import upload. */
export const IMPORT_PATH = '/api/account/import';
/** A refused body up to this size is read to its end (and thrown away) rather than cut off. */
const SMALL_BODY_BYTES = 1024 * 1024;
/** Room for the multipart framing around the file in a declared Content-Length. */
const FRAMING_BYTES = 64 * 1024;

/** IMPORT_TOO_LARGE naming IMPORT_MAX_BYTES in MB. */
export const importTooLarge = () => new AppError('IMPORT_TOO_LARGE', `The file is too large to import: at most ${Number((config.importMaxBytes / 1024 / 1024).toFixed(1))} MB`);

/** Saves the one file part `file` of the request to a temporary file; resolves to its path. Nothing is left behind on failure. */
function receive(req: Request, res: Response): Promise<string> {
  const target = tempFileName();
  const upload = multer({
    storage: multer.diskStorage({ destination: path.dirname(target), filename: (_req, _file, done) => done(null, path.basename(target)) }),
    limits: { fileSize: config.importMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!err && file) return resolve(file.path);
      void rm(target, { force: true }).finally(() => {
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return reject(importTooLarge());
        if (err instanceof multer.MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') return reject(new AppError('BAD_USER_INPUT', 'Send the file under the field "file"'));
        reject(new AppError('BAD_USER_INPUT', err ? 'The file upload was incomplete' : 'No file was sent under the field "file"'));
      });
    });
  });
}

/** The import route. */
export function importRouter(orm: MikroORM, secrets: Secrets): Router {
  const router = Router();
  router.post(IMPORT_PATH, async (req, res) => {
    const em = orm.em.fork();
    let reading = false;
    try {
      const token = bearer(req.headers.authorization);
      // The document holds the whole library: only a session imports, never a personal access token.
      if (isPat(token)) throw new AppError('FORBIDDEN', 'A personal access token cannot do this; log in on the website');
      const viewer = await viewerFromToken(em, secrets, token);
      if (!viewer) throw unauthenticated(token ? 'Your session has expired, please log in again' : 'You need to log in');
      if (!req.is('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data under the field "file"');
      const declared = Number(req.headers['content-length']);
      if (declared > config.importMaxBytes + FRAMING_BYTES) throw importTooLarge();
      if (await importRunning(em, viewer.id)) throw importInProgress();
      reading = true;
      const file = await receive(req, res);
      const id = await enqueueImport(em, viewer.id, file);
      res.status(202).set('Cache-Control', 'no-store').json({ id, state: 'queued' });
    } catch (err) {
      const e = toAppError(err);
      // A large body never read is not read now: the connection closes after the answer (a small one is drained,
      // so the client is not cut off while still sending it).
      const declared = Number(req.headers['content-length']);
      if ((!reading || !req.complete) && !(declared <= SMALL_BODY_BYTES)) res.set('Connection', 'close');
      writeError('routes', res, e);
    }
  });
  return router;
}
