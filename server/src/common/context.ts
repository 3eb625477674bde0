/** What every resolver and REST handler gets: a forked EntityManager, the viewer and secrets (its loaders: common/loaders.ts). */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Secrets } from './secrets';

/** The logged-in user making the request. */
export interface Viewer {
  id: number;
  username: string;
  /**
   * Set when the request carries a token instead of a session: a personal access token, or an OAuth app's access
   * token (then `id` is 0 and `app` is set), which may do exactly what a personal token of the same access may.
   */
  pat?: { id: number; scope: 'read' | 'write' };
  /** The OAuth app and grant (the knitter's allowing of it) of an app's access token (modules/oauth/). */
  app?: { clientId: string; grantId: string };
  /** The session (refresh-token family) of the access token: logout revokes it. */
  sessionId?: string;
}

export interface Ctx {
  em: EntityManager;
  viewer: Viewer | null;
  secrets: Secrets;
  req?: Request;
  res?: Response;
}

/** Builds a context with one EntityManager fork per request (never the global one). */
export function makeContext(em: EntityManager, secrets: Secrets, viewer: Viewer | null, req?: Request, res?: Response): Ctx {
  const fork = em.fork();
  return { em: fork, viewer, secrets, req, res };
}
