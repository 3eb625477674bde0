/**
 * The one way a request becomes a context (issue #23 point 2), for the GraphQL door and the legacy REST door alike:
 * the viewer is the personal access token or OAuth app token already checked and throttled by the token door
 * (pat.middleware.ts), else the session's bearer token; the context carries the request and answer; an upload is
 * paid for once, before any image is decoded.
 */
import type { Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { makeContext, type Ctx, type Viewer } from '../../common/context';
import type { Secrets } from '../../common/secrets';
import { takeUpload } from '../../common/throttle';
import { patViewer } from '../token/pat.middleware';
import { bearer, viewerFromToken } from './tokens';

/** Who sends the request: the checked token of the token door, else the session token (null: a visitor). */
export async function requestViewer(em: EntityManager, secrets: Secrets, req: Request, res: Response): Promise<Viewer | null> {
  const token = bearer(req.headers.authorization);
  if (!token) return null;
  return patViewer(res) ?? viewerFromToken(em, secrets, token);
}

/** The request's context over a fork of `em`; with `upload`, a logged-in viewer's upload budget is charged first. */
export async function requestContext(em: EntityManager, secrets: Secrets, req: Request, res: Response, opts: { upload?: boolean; viewer?: Viewer | null } = {}): Promise<Ctx> {
  const viewer = opts.viewer !== undefined ? opts.viewer : await requestViewer(em, secrets, req, res);
  const ctx = makeContext(em, secrets, viewer, req, res);
  if (opts.upload && viewer) await takeUpload(ctx, viewer.id);
  return ctx;
}
