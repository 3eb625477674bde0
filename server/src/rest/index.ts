/** The /api/v1 legacy REST adapter: one file per resource, each route parse -> service -> present. */
import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Secrets } from '../common/secrets';

/** Mounts every legacy route. */
export function restRouter(_orm: MikroORM, _secrets: Secrets): Router {
  const router = Router();
  router.use((_req, res) => { res.status(404).json({ message: 'Not found' }); });
  return router;
}
