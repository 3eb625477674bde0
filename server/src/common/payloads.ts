/** Shared GraphQL input and payload types. */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Min } from 'class-validator';

@InputType({ description: 'Identifies the thing to delete (or act on) by id.' })
export class IdInput {
  @Field(() => Int) @Min(1) id!: number;
}

@ObjectType({ description: 'The id of what was deleted.' })
export class DeletePayload {
  @Field(() => Int) id!: number;
}
