/**
 * Named policies: `authorize(ctx, action, Kind, thing)` is the one check at a service's entry, as Outline's
 * `authorize(user, action, thing)` is. Each module's *.policy.ts defines the policy of its kinds with `definePolicy`:
 * how the one visibility rule (common/policy.ts) reads a thing of that kind, and the noun of its refusals. The
 * actions are the same for every kind:
 * - `read`: the thing is public or the viewer's own; to anyone else it does not exist (NOT_FOUND);
 * - `update` (change or delete it, or its parts): the viewer's own (FORBIDDEN when they may only read it, and
 *   UNAUTHENTICATED without a viewer). A read-only token is refused every write at the door (pat.middleware.ts,
 *   cost-plugin.ts), so `can(viewer, 'update', thing)`, which the `canEdit` fields answer, is false for it as well.
 */
import type { Ctx, Viewer } from './context';
import { forbidden, notFound } from './errors';
import { canEdit, canSee, isOwner, requireViewer, type Owned } from './policy';

/** What a viewer may do to a thing. */
export type Action = 'read' | 'update';

/** The policy of a kind of thing. */
export interface Policy<T> {
  /** The noun of its refusals ("Calculator not found", "This calculator is not yours"). */
  what: string;
  /** The thing as the visibility rule reads it: its owner and visibility. */
  owned: (thing: T) => Owned;
}

// Keyed by the kind's class; a kind is registered once, by its module's *.policy.ts.
const policies = new Map<abstract new (...args: never[]) => unknown, Policy<never>>();

/** Defines the policy of a kind (once, in the module's *.policy.ts). */
export function definePolicy<T>(kind: abstract new (...args: never[]) => T, policy: Policy<T>): void {
  if (policies.has(kind)) throw new Error(`${kind.name} has two policies`);
  policies.set(kind, policy);
}

function policyOf<T>(kind: abstract new (...args: never[]) => T): Policy<T> {
  const policy = policies.get(kind) as Policy<T> | undefined;
  if (!policy) throw new Error(`${kind.name} has no policy: define it in its module's *.policy.ts`);
  return policy;
}

/** Whether the viewer may do `action` to `thing` (a thing of kind `kind`). */
export function can<T>(viewer: Viewer | null, action: Action, kind: abstract new (...args: never[]) => T, thing: T): boolean {
  const owned = policyOf(kind).owned(thing);
  return action === 'read' ? canSee(viewer, owned) : canEdit(viewer, owned);
}

/**
 * The check of a service entry: returns when the viewer may do `action` to `thing`, else throws UNAUTHENTICATED (a
 * write without a viewer), NOT_FOUND (missing, or not theirs to see) or FORBIDDEN (theirs to see, not to change).
 * `what` names the thing in those messages when it is not the kind's noun (a colour reached through its item).
 */
export function authorize<T>(ctx: Ctx, action: Action, kind: abstract new (...args: never[]) => T, thing: T | null | undefined, what?: string): asserts thing is T {
  const policy = policyOf(kind);
  const noun = what ?? policy.what;
  const viewer = action === 'read' ? ctx.viewer : requireViewer(ctx);
  const owned = thing == null ? null : policy.owned(thing);
  if (!owned || !canSee(viewer, owned)) throw notFound(noun);
  if (action === 'update' && !isOwner(viewer, owned.ownerId)) throw forbidden(`This ${noun.toLowerCase()} is not yours`);
}
