/** Who may see and change needles: names over the one visibility rule in common/policy.ts (needles are always private). */
import type { Viewer } from '../../common/context';
import { Visibility } from '../../common/enums';
import { canEdit, canSee, type Owned } from '../../common/policy';
import type { Needle } from './needle.entity';

/** A needle as the visibility rule reads it: owned, and private. */
export function ownedNeedle(needle: Needle): Owned {
  return { ownerId: needle.ownerId, visibility: Visibility.PRIVATE };
}

/** Whether the viewer may read the needle: its owner only. */
export function canSeeNeedle(viewer: Viewer | null, needle: Needle): boolean {
  return canSee(viewer, ownedNeedle(needle));
}

/** Whether the viewer may change or delete the needle. */
export function canEditNeedle(viewer: Viewer | null, needle: Needle): boolean {
  return canEdit(viewer, needle);
}
