/**
 * Who may see and change what. THE visibility rule lives here, once:
 *
 *   a thing with an owner and a visibility (knit item, calculator, profile) is visible to a viewer when it is
 *   public or the viewer owns it; to anyone else it does not exist ("not found").
 *
 * `visibilityRule` states it over a tiny algebra; every form the doors need is an evaluation of that one function:
 * - `canSee(viewer, thing)`: the JavaScript predicate (GraphQL resolvers, services, REST through the services);
 * - `isPublic(thing)`: visible to everyone, i.e. `canSee(null, thing)` (stable image URLs, `/public/` REST paths);
 * - `visibleSql(viewer, columns)` and its named forms `visibleItemsSql(viewer, alias)` (knit_item rows) and
 *   `visibleProfilesSql(viewer, alias)` (app_user rows): a `{ sql, params }` condition for raw SQL and knex
 *   (feed, whole lists, the image route, search). Use them like this:
 *     const v = visibleItemsSql(ctx.viewer, 'k');
 *     fastQuery(em, `select ... from knit_item k where ${v.sql} and ...`, [...v.params, ...]);
 *     knex / MikroORM query builder: qb.whereRaw(v.sql, v.params)   (placeholders are `?`)
 *   Pass `null` as the viewer for "what everyone may see" (the public feed);
 * - `visibleWhere(viewer)`: a MikroORM filter (`em.find(Calculator, { ...visibleWhere(viewer), ... })`).
 * Change the rule in `visibilityRule` and GraphQL, REST, images, feed and search change together;
 * tests/api/visibility-doors.test.ts checks the doors agree.
 * Who may read and change each kind of thing is asked with `authorize` and `can` (common/authorize.ts), by the
 * policies each module's *.policy.ts defines over this rule; other names over it (imageIsPublic, ...) live there too.
 */
import { Visibility } from './enums';
import type { Ctx, Viewer } from './context';
import { TokenRefusal, unauthenticated } from './errors';

/** Something with an owner and a visibility. */
export interface Owned { ownerId: number; visibility: Visibility }

/** The operations the visibility rule is written with; each evaluation (boolean, SQL, ORM filter) supplies them. */
interface RuleOps<T> { isPublic: T; isOwnedBy: (viewerId: number) => T; or: (a: T, b: T) => T }

/** The one visibility rule: public, or owned by the viewer. */
function visibilityRule<T>(viewer: Viewer | null, ops: RuleOps<T>): T {
  return viewer ? ops.or(ops.isPublic, ops.isOwnedBy(viewer.id)) : ops.isPublic;
}

/** Whether the viewer may read something owned by `ownerId` with this visibility. */
export function canSee(viewer: Viewer | null, thing: Owned): boolean {
  return visibilityRule<boolean>(viewer, {
    isPublic: thing.visibility === Visibility.PUBLIC, isOwnedBy: (id) => id === thing.ownerId, or: (a, b) => a || b,
  });
}

/** Whether everyone, visitors included, may read it (its images get stable URLs). */
export function isPublic(thing: Owned): boolean {
  return canSee(null, thing);
}

/** A SQL condition with `?` placeholders and their values, for raw SQL (fastQuery, execute) and knex's whereRaw. */
export interface SqlCondition { sql: string; params: unknown[] }

const COLUMN = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/i;

/** The visibility rule as SQL over the given columns (`alias.visibility`, `alias.owner_id` or `alias.id`). */
export function visibleSql(viewer: Viewer | null, columns: { visibility: string; owner: string }): SqlCondition {
  if (!COLUMN.test(columns.visibility) || !COLUMN.test(columns.owner)) throw new Error(`not a column: ${JSON.stringify(columns)}`);
  return visibilityRule<SqlCondition>(viewer, {
    isPublic: { sql: `${columns.visibility} = '${Visibility.PUBLIC}'`, params: [] },
    isOwnedBy: (id) => ({ sql: `${columns.owner} = ?`, params: [id] }),
    or: (a, b) => ({ sql: `(${a.sql} or ${b.sql})`, params: [...a.params, ...b.params] }),
  });
}

/** The knit_item rows (table alias `alias`) the viewer may see; `null`: what everyone may see. */
export function visibleItemsSql(viewer: Viewer | null, alias = 'k'): SqlCondition {
  return visibleSql(viewer, { visibility: `${alias}.visibility`, owner: `${alias}.owner_id` });
}

/** The app_user rows (table alias `alias`) whose profile the viewer may see; `null`: what everyone may see. */
export function visibleProfilesSql(viewer: Viewer | null, alias = 'u'): SqlCondition {
  return visibleSql(viewer, { visibility: `${alias}.visibility`, owner: `${alias}.id` });
}

/** The visibility rule as a MikroORM filter over entities with `visibility` and `ownerId`. */
export function visibleWhere(viewer: Viewer | null): Record<string, unknown> {
  return visibilityRule<Record<string, unknown>>(viewer, {
    isPublic: { visibility: Visibility.PUBLIC }, isOwnedBy: (id) => ({ ownerId: id }), or: (a, b) => ({ $or: [a, b] }),
  });
}

/** The viewer, or UNAUTHENTICATED. */
export function requireViewer(ctx: Ctx): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** Whether the viewer owns it. */
export function isOwner(viewer: Viewer | null, ownerId: number): boolean {
  return viewer !== null && viewer.id === ownerId;
}

/** Whether the viewer may change it: the owner, unless with a read-only personal access token. */
export function canEdit(viewer: Viewer | null, thing: { ownerId: number }): boolean {
  return isOwner(viewer, thing.ownerId) && viewer?.pat?.scope !== 'read';
}

/** The viewer of a session (the web client's login), never of a personal access token: account security needs it. */
export function requireSession(ctx: Ctx): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.pat) throw new TokenRefusal('FORBIDDEN', 'A personal access token cannot do this; log in on the website');
  return viewer;
}
