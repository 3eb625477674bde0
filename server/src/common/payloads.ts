/**
 * Per-mutation input and payload types (one of each per mutation, as GitHub's and Shopify's schemas do), made by
 * small factories so that each mutation can grow its own fields later without breaking the others.
 */
import type { GraphQLScalarType } from 'graphql';
import { Field, ID, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { toGlobalId, type NodeType } from './node';

/**
 * `<Name>Input` with the one field `field` (`id` unless given): the global id of `what` (or its database id; see
 * common/node.ts), described "The id of the <what>: ..." unless `idDescription` says otherwise.
 */
export function idInputType<F extends string = 'id'>(
  name: string, what: string, description: string, { field = 'id' as F, idDescription }: { field?: F; idDescription?: string } = {},
): ClassType<Record<F, string>> {
  class IdInputType {}
  Field(() => ID, { description: idDescription ?? `The id of the ${what}: its global id, or its database id.` })(IdInputType.prototype, field);
  InputType(`${name}Input`, { description })(IdInputType);
  return IdInputType as ClassType<Record<F, string>>;
}

/**
 * `<Name>Payload` whose one field `field` holds a `type` (a GraphQL object class or scalar), described "What <name>
 * answers." unless `typeDescription` says otherwise.
 */
export function payloadType<T extends string>(
  name: string, field: T, type: () => ClassType<object> | GraphQLScalarType, description: string, typeDescription = `What ${lowerFirst(name)} answers.`,
): ClassType<Record<T, unknown>> {
  class PayloadType {}
  Field(type, { description })(PayloadType.prototype, field);
  ObjectType(`${name}Payload`, { description: typeDescription })(PayloadType);
  return PayloadType as ClassType<Record<T, unknown>>;
}

/** When the deprecated `id` of deletion payloads goes (issue #25 point 7; docs/changelog.md). */
export const DELETE_PAYLOAD_ID_REMOVAL = '2027-05-25';

/**
 * What a deletion payload holds: the global id of what is gone under `deleted<Type>Id` (Shopify's name: a payload
 * field called `id` made Relay's store retype the deleted object as the payload), its database id, and the same
 * global id under the deprecated `id`.
 */
export type Deleted = { id: string; databaseId: number } & Record<`deleted${NodeType}Id`, string | undefined>;

/** The payload of the deletion of the `type` whose database id is `id`. */
export function deleted(type: NodeType, id: number): Deleted {
  const globalId = toGlobalId(type, id);
  return { id: globalId, databaseId: id, [`deleted${type}Id`]: globalId } as Deleted;
}

/** `Delete<Type>Payload` of a deletion: the ids of what is gone. */
export function deletePayloadType(type: NodeType, what: string): ClassType<Deleted> {
  const name = `Delete${type}`;
  class DeletePayloadType { id!: string; databaseId!: number }
  Field(() => ID, { description: `The global id of the deleted ${what}.` })(DeletePayloadType.prototype, `deleted${type}Id`);
  Field(() => ID, {
    description: `The global id of the deleted ${what}.`,
    deprecationReason: `Use deleted${type}Id: a payload field named id is read by Relay as the deleted object's own. Removed after ${DELETE_PAYLOAD_ID_REMOVAL}.`,
  })(DeletePayloadType.prototype, 'id');
  Field(() => Int, { description: `The database id of the deleted ${what}.` })(DeletePayloadType.prototype, 'databaseId');
  ObjectType(`${name}Payload`, { description: `What ${lowerFirst(name)} answers: the id of the deleted ${what}.` })(DeletePayloadType);
  return DeletePayloadType as ClassType<Deleted>;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
