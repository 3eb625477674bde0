/**
 * Global object ids (the GraphQL `Node` interface, as GitHub's and Shopify's schemas have it): every object a tool
 * can fetch again has an opaque `id: ID!` that names its type too, and `node(id:)` finds any of them. The numeric
 * database id stays as `databaseId` for the legacy /api/v1 door and for deep links (/yarn/42).
 *
 * A global id is base64 of "<Type>:<databaseId>" (the format graphql-relay uses). Where an input takes an id, the
 * database id written in decimal is accepted too, so that a tool holding numbers from /api/v1 needs no lookup.
 */
import { Entity, PrimaryKey } from '@mikro-orm/core';
import { Field, ID, InterfaceType, Int, ObjectType } from 'type-graphql';
import { badInput } from './errors';

/** The types that implement Node, by their GraphQL names. */
export const NODE_TYPES = ['User', 'KnitItem', 'Picture', 'Colour', 'Calculator', 'PersonalAccessToken', 'WebhookSubscription', 'WebhookDelivery', 'OAuthApp', 'Needle', 'PatternSize', 'Project', 'ProjectYarn', 'RowCounter', 'ProjectPicture'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

@InterfaceType({ description: 'An object with a global id, which `node(id:)` finds again.' })
export abstract class Node {
  @Field(() => ID, { name: 'id', description: 'The global id of the object: opaque, stable, and unique across every type.' })
  globalId!: string;
}

/**
 * Class decorator of an entity that implements Node (NodeEntity applies it): gives its objects the `globalId` that
 * Node's `id` field reads, computed from the database id. The field is then a plain property read (inlined by the
 * compiled executor) instead of a field resolver called for every object of every answer (issue #22 point 2).
 */
function GlobalId(type: NodeType): ClassDecorator {
  return (target) => {
    Object.defineProperty(target.prototype, 'globalId', {
      get(this: { id: number }) { return toGlobalId(type, this.id); },
      configurable: true,
    });
  };
}

/**
 * Class decorator of an entity that implements Node: stored in `tableName`, the GraphQL object type of its class's
 * name described by `description`, with the global id of `type`.
 */
export function NodeEntity(type: NodeType, tableName: string, description: string): ClassDecorator {
  return (target) => {
    Entity({ tableName })(target);
    GlobalId(type)(target);
    ObjectType({ implements: Node, description })(target);
  };
}

/** The places that show database ids of the legacy types: the /api/v1 door and the web client's deep links. */
export const LEGACY_ID_USERS = '/api/v1 and links such as /yarn/42';

/**
 * Property decorator of the primary key of a Node entity, the GraphQL field `databaseId`: "The number of `what` in the
 * database, as `usedBy` use it; `id` is its global id."
 */
export function DatabaseId(what: string, usedBy?: string): (target: object, key: string) => void {
  const description = `The number of ${what} in the database${usedBy ? `, as ${usedBy} use it` : ''}; \`id\` is its global id.`;
  return (target, key) => {
    PrimaryKey()(target, key);
    Field(() => Int, { name: 'databaseId', description })(target, key);
  };
}

/** The global id of the object of `type` whose database id is `id`. */
export function toGlobalId(type: NodeType, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

/** The type and database id a global id names, or null when it names none. */
export function fromGlobalId(globalId: string): { type: NodeType; id: number } | null {
  const match = /^([A-Za-z]+):([1-9][0-9]{0,15})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match || !(NODE_TYPES as readonly string[]).includes(match[1])) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { type: match[1] as NodeType, id } : null;
}

/**
 * The database id of a `type` to look up (`knitItem(id:)`, `calculator(id:)`): its global id or its database id.
 * The global id of another type is refused like in any input (BAD_USER_INPUT, invalidId: docs/api.md), since it is
 * the caller's mistake, not a missing row; anything else gives 0, which names no row, so that a lookup of garbage (a
 * mistyped /yarn/abc URL) is NOT_FOUND like a lookup of a gone row.
 */
export function lookupIdOf(value: string | number, type: NodeType, argument = 'id'): number {
  const named = fromGlobalId(String(value));
  if (named && named.type !== type) throw invalidId(type, argument);
  try {
    return databaseIdOf(value, type, argument);
  } catch {
    return 0;
  }
}

/**
 * The database id of a `type` given as input: its global id, or its database id in decimal. Anything else (the id
 * of another type, garbage) is a BAD_USER_INPUT error naming the argument.
 */
export function databaseIdOf(value: string | number, type: NodeType, argument = 'id'): number {
  const text = String(value);
  if (/^[1-9][0-9]{0,15}$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  const decoded = fromGlobalId(text);
  if (decoded && decoded.type === type) return decoded.id;
  throw invalidId(type, argument);
}

/** BAD_USER_INPUT (invalidId): `argument` does not name a `type`. */
function invalidId(type: NodeType, argument: string) {
  return badInput(`\`${argument}\` is not the id of a ${type}`, { reason: 'invalidId', values: { argument, type } });
}
