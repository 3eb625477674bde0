/**
 * Per-mutation input and payload types (one of each per mutation, as GitHub's and Shopify's schemas do), made by
 * small factories so that each mutation can grow its own fields later without breaking the others.
 */
import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import { Min } from 'class-validator';

/** `<Name>Input` with the one field `id` (a positive database id of `what`). */
export function idInputType(name: string, what: string, description: string): ClassType<{ id: number }> {
  class IdInputType { id!: number }
  Field(() => Int, { description: `The id of the ${what}.` })(IdInputType.prototype, 'id');
  Min(1)(IdInputType.prototype, 'id');
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

/** `<Name>Payload` of a deletion: the id of what is gone. */
export function deletePayloadType(name: string, what: string): ClassType<{ id: number }> {
  class DeletePayloadType { id!: number }
  Field(() => Int, { description: `The id of the deleted ${what}.` })(DeletePayloadType.prototype, 'id');
  ObjectType(`${name}Payload`, { description: `What ${lowerFirst(name)} answers: the id of the deleted ${what}.` })(DeletePayloadType);
  return DeletePayloadType;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
