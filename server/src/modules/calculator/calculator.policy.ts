/** Who may see and change saved calculators: names over the one visibility rule in common/policy.ts. */
import type { Viewer } from '../../common/context';
import { canEdit, canSee, visibleWhere } from '../../common/policy';
import type { Calculator } from './calculator.entity';

/** Whether the viewer may read the calculator (and copy it). */
export function canSeeCalculator(viewer: Viewer | null, calc: Calculator): boolean {
  return canSee(viewer, calc);
}

/** Whether the viewer may change or delete the calculator. */
export function canEditCalculator(viewer: Viewer | null, calc: Calculator): boolean {
  return canEdit(viewer, calc);
}

/** The MikroORM filter of the calculators the viewer may see; `null`: the public ones. */
export function visibleCalculatorsWhere(viewer: Viewer | null): Record<string, unknown> {
  return visibleWhere(viewer);
}
