/** Who may see and change projects: the one visibility rule of common/policy.ts, read for projects. */
import type { Viewer } from '../../common/context';
import { definePolicy } from '../../common/authorize';
import { visibleSql, type SqlCondition } from '../../common/policy';
import { Project } from './project.entity';

/** Read: public or the viewer's own (with its yarns and counters); update (them too): the viewer's own. */
definePolicy(Project, { what: 'Project', owned: (project) => project });

/** The project rows (table alias `alias`) the viewer may see, for raw SQL (search). */
export function visibleProjectsSql(viewer: Viewer | null, alias = 'p'): SqlCondition {
  return visibleSql(viewer, { visibility: `${alias}.visibility`, owner: `${alias}.owner_id` });
}
