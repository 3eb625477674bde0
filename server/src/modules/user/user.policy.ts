/**
 * Who may see and change profiles: names over the one visibility rule in common/policy.ts (a profile is owned by
 * its user; SQL form: `visibleProfilesSql`). The account's own fields (email, preferred unit) are the owner's only.
 */
import type { Viewer } from '../../common/context';
import { definePolicy } from '../../common/authorize';
import { AppError, badInput, unauthenticated } from '../../common/errors';
import { isOwner, isPublic, type Owned } from '../../common/policy';
import { User } from './user.entity';

const owned = (user: User): Owned => ({ ownerId: user.id, visibility: user.visibility });

/** Read (find the profile and its details: name, bio, place, pictures): public or one's own; update: one's own. */
definePolicy(User, { what: 'User', owned });

/** Whether the viewer may read the account's own fields (email, preferred unit): its owner only. */
export function canSeeAccountFields(viewer: Viewer | null, user: User): boolean {
  return isOwner(viewer, user.id);
}

/** Whether the profile and background pictures are public: stable URLs, bytes for anyone. */
export function profileImagesArePublic(user: User): boolean {
  return isPublic(owned(user));
}

/**
 * A path that names an account (the legacy door's /user/.../{username}/) must name the viewer's own, in any case:
 * no login is 401, a missing name 400, someone else's 403.
 */
export function assertSelf(viewer: Viewer | null, username: string | undefined): void {
  if (!viewer) throw unauthenticated();
  if (!username || !username.trim()) throw badInput('Username is not provided');
  if (username.trim().toLowerCase() !== viewer.username.toLowerCase()) throw new AppError('FORBIDDEN', 'You can only change your own account');
}
