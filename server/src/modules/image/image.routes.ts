/** GET /images/:id and /images/:id/thumb: image bytes with real type, ETag and caching headers. */
import { Router, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { safeEqual, type Secrets } from '../../common/secrets';
import { notFound as notFoundError, toAppError, type AppError } from '../../common/errors';
import { sendImage } from './image-responder';
import { imageSignature } from './image-url';
import { imageIsPublic } from './image.policy';
import { readImage } from './image.service';
import { bucketLocation } from './image-store';
import { writeError } from '../../common/error-writer';

const imageNotFound = () => notFoundError('Image');

/** An error as the image route answers it: the status of the error table, the message and the code. */
function sendAppError(res: Response, e: AppError): void {
  writeError('routes', res, e);
}

/** The image router; a stable URL works only while the image is public, an expiring one until it expires. */
export function imageRouter(orm: MikroORM, secrets: Secrets): Router {
  const router = Router();
  router.get(['/images/:id', '/images/:id/thumb'], async (req, res) => {
    try {
      const id = Number(req.params.id);
      const thumb = req.path.endsWith('/thumb');
      const exp = typeof req.query.e === 'string' ? req.query.e : '';
      const sig = typeof req.query.s === 'string' ? req.query.s : '';
      const notFound = () => sendAppError(res, imageNotFound());
      if (!Number.isSafeInteger(id) || id <= 0 || !safeEqual(sig, imageSignature(secrets, id, thumb, exp))) return notFound();
      const em = orm.em.fork();
      let cache: string;
      if (exp) {
        const left = Number(exp) - Math.floor(Date.now() / 1000);
        if (!(left > 0)) return notFound();
        cache = `private, max-age=${Math.min(left, 86400)}`;
      } else {
        if (!(await imageIsPublic(em, id))) return notFound();
        cache = 'public, max-age=3600, must-revalidate';
      }
      // Bytes in the bucket: the browser fetches them there (a CDN for public ones), not through us.
      const location = await bucketLocation(em, id, thumb, !exp, exp ? Number(exp) - Math.floor(Date.now() / 1000) : 0);
      // Public images may be shown by other sites (README); private ones only by ours.
      const corp = exp ? 'same-site' : 'cross-origin';
      if (location) {
        res.set({ 'Cross-Origin-Resource-Policy': corp, 'Cache-Control': exp ? 'private, max-age=60' : 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' });
        return res.redirect(302, location);
      }
      const img = await readImage(em, id, thumb, req.headers['if-none-match']);
      if (!img) return notFound();
      res.set('Cross-Origin-Resource-Policy', corp);
      sendImage(req, res, img, cache);
    } catch (err) {
      sendAppError(res, toAppError(err));
    }
  });
  return router;
}
