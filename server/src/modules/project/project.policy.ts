/** Who may see and change projects: names over the one visibility rule in common/policy.ts. */
import type { Viewer } from '../../common/context';
import { canEdit, canSee, visibleSql, visibleWhere, type SqlCondition } from '../../common/policy';
import type { Project } from './project.entity';

/** Whether the viewer may read the project (with its yarns and counters). */
export function canSeeProject(viewer: Viewer | null, project: Project): boolean {
  return canSee(viewer, project);
}

/** Whether the viewer may change the project, its yarns and its counters. */
export function canEditProject(viewer: Viewer | null, project: Project): boolean {
  return canEdit(viewer, project);
}

/** The MikroORM filter of the projects the viewer may see. */
export function visibleProjectsWhere(viewer: Viewer | null): Record<string, unknown> {
  return visibleWhere(viewer);
}

/** The project rows (table alias `alias`) the viewer may see, for raw SQL (search). */
export function visibleProjectsSql(viewer: Viewer | null, alias = 'p'): SqlCondition {
  return visibleSql(viewer, { visibility: `${alias}.visibility`, owner: `${alias}.owner_id` });
}
