/** Named authorisation policies. A private item is simply not found for anyone but its owner. */
import type { Ctx, Viewer } from './context';
import { AppError, unauthenticated } from './errors';

/** The viewer, or UNAUTHENTICATED. */
export function requireViewer(ctx: Ctx): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** Whether the viewer may read something owned by `ownerId` with this visibility. */
export function canSee(viewer: Viewer | null, thing: { ownerId: number; visibility: string }): boolean {
  return thing.visibility === 'public' || viewer?.id === thing.ownerId;
}

/** Whether the viewer owns it. */
export function isOwner(viewer: Viewer | null, ownerId: number): boolean {
  return viewer !== null && viewer.id === ownerId;
}

/** Throws NOT_FOUND when the viewer may not see it, FORBIDDEN when they may see but not change it. */
export function assertCanEdit(ctx: Ctx, thing: { ownerId: number; visibility: string } | null, what: string): asserts thing is { ownerId: number; visibility: string } {
  const viewer = requireViewer(ctx);
  if (!thing || !canSee(viewer, thing)) throw new AppError('NOT_FOUND', `${what} not found`);
  if (thing.ownerId !== viewer.id) throw new AppError('FORBIDDEN', `This ${what.toLowerCase()} is not yours`);
}

/** The viewer of a session (the web client's login), never of a personal access token: account security needs it. */
export function requireSession(ctx: Ctx): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.pat) throw new AppError('FORBIDDEN', 'A personal access token cannot do this; log in on the website');
  return viewer;
}
