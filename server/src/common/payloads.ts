/**
 * Per-mutation input and payload types (one of each per mutation, as GitHub's and Shopify's schemas do), made by
 * small factories so that each mutation can grow its own fields later without breaking the others.
 */
import { Field, ID, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { toGlobalId, type NodeType } from './node';

/** `<Name>Input` with the one field `id`: the global id of `what` (or its database id; see common/node.ts). */
export function idInputType(name: string, what: string, description: string): ClassType<{ id: string }> {
  class IdInputType { id!: string }
  Field(() => ID, { description: `The id of the ${what}: its global id, or its database id.` })(IdInputType.prototype, 'id');
  InputType(`${name}Input`, { description })(IdInputType);
  return IdInputType;
}

/** `<Name>Payload` whose one field `field` holds a `type` (a GraphQL object class). */
export function payloadType<T extends string>(name: string, field: T, type: () => ClassType<object>, description: string): ClassType<Record<T, unknown>> {
  class PayloadType {}
  Field(type, { description })(PayloadType.prototype, field);
  ObjectType(`${name}Payload`, { description: `What ${lowerFirst(name)} answers.` })(PayloadType);
  return PayloadType as ClassType<Record<T, unknown>>;
}

/** What a deletion payload holds: the global and database ids of what is gone. */
export interface Deleted { id: string; databaseId: number }

/** The payload of the deletion of the `type` whose database id is `id`. */
export function deleted(type: NodeType, id: number): Deleted {
  return { id: toGlobalId(type, id), databaseId: id };
}

/** `<Name>Payload` of a deletion: the ids of what is gone. */
export function deletePayloadType(name: string, what: string): ClassType<Deleted> {
  class DeletePayloadType { id!: string; databaseId!: number }
  Field(() => ID, { description: `The global id of the deleted ${what}.` })(DeletePayloadType.prototype, 'id');
  Field(() => Int, { description: `The database id of the deleted ${what}.` })(DeletePayloadType.prototype, 'databaseId');
  ObjectType(`${name}Payload`, { description: `What ${lowerFirst(name)} answers: the id of the deleted ${what}.` })(DeletePayloadType);
  return DeletePayloadType;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
