/** What every resolver and REST handler gets: a forked EntityManager, the viewer, loaders and secrets. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Secrets } from './secrets';
import { createLoaders, Loaders } from './loaders';

/** The logged-in user making the request. */
export interface Viewer {
  id: number;
  username: string;
  /** Set when the request carries a personal access token instead of a session. */
  pat?: { id: number; scope: 'read' | 'write' };
  /** The session (refresh-token family) of the access token: logout revokes it. */
  sessionId?: string;
}

export interface Ctx {
  em: EntityManager;
  viewer: Viewer | null;
  loaders: Loaders;
  secrets: Secrets;
  req?: Request;
  res?: Response;
}

/** Builds a context with one EntityManager fork per request (never the global one). */
export function makeContext(em: EntityManager, secrets: Secrets, viewer: Viewer | null, req?: Request, res?: Response): Ctx {
  const fork = em.fork();
  return { em: fork, viewer, loaders: createLoaders(fork), secrets, req, res };
}
