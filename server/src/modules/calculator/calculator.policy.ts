/** Who may see and change saved calculators: the one visibility rule of common/policy.ts, read for calculators. */
import type { Viewer } from '../../common/context';
import { definePolicy } from '../../common/authorize';
import { visibleWhere } from '../../common/policy';
import { Calculator } from './calculator.entity';

/** Read: public or the viewer's own (and copy it); update (change, delete): the viewer's own. */
definePolicy(Calculator, { what: 'Calculator', owned: (calc) => calc });

/** The MikroORM filter of the calculators the viewer may see; `null`: the public ones. */
export function visibleCalculatorsWhere(viewer: Viewer | null): Record<string, unknown> {
  return visibleWhere(viewer);
}
