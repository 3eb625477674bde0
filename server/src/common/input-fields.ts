/**
 * Create and update inputs from one table of fields (a needle's, a pattern size's, a colour's, a row counter's): each
 * field is declared once, with its GraphQL type and what it says on create and on update, side by side. The inputs
 * extend the two classes made here and add what only one of them takes (the `id` of what an update changes).
 */
import type { GraphQLScalarType } from 'graphql';
import { Field, InputType, type ClassType } from 'type-graphql';

/** A GraphQL type of a field: a scalar, `String`, or a registered enum. */
type FieldType = GraphQLScalarType | StringConstructor | object;

/** One field of the table. */
export interface InputField {
  readonly type: FieldType;
  /** Required on create (an update never requires a field: omitted ones are kept). */
  readonly required?: boolean;
  /** Its description on create, and on update when `update` is not given. */
  readonly create: string;
  readonly update?: string;
  /** class-validator decorators it has on both inputs. */
  readonly checks?: readonly PropertyDecorator[];
}

/** The TypeScript type of the values of a GraphQL type. */
type ValueOf<T> = T extends StringConstructor ? string : T extends GraphQLScalarType<infer V> ? V : T[keyof T];

/** The names of the fields a create input requires. */
type RequiredKeys<F> = { [K in keyof F]: F[K] extends { required: true } ? K : never }[keyof F];

/** The values a create input holds: the required fields, then the others (null or omitted: not given). */
export type CreateValues<F extends Record<string, InputField>> = { [K in RequiredKeys<F>]: ValueOf<F[K]['type']> }
  & { [K in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[K]['type']> | null };

/** The values an update input holds: every field optional (omitted: kept; null: cleared where it may be). */
export type UpdateValues<F extends Record<string, InputField>> = { [K in keyof F]?: ValueOf<F[K]['type']> | null };

/** The base classes of `<name>`'s create and update inputs, with the fields of the table. */
export function inputFields<const F extends Record<string, InputField>>(name: string, fields: F): {
  Create: ClassType<CreateValues<F>>;
  Update: ClassType<UpdateValues<F>>;
} {
  class Create {}
  class Update {}
  for (const [key, f] of Object.entries(fields)) {
    for (const check of f.checks ?? []) {
      check(Create.prototype, key);
      check(Update.prototype, key);
    }
    Field(() => f.type, { nullable: !f.required, description: f.create })(Create.prototype, key);
    Field(() => f.type, { nullable: true, description: f.update ?? f.create })(Update.prototype, key);
  }
  // Named for type-graphql only: no field or argument has these types, so the schema never shows them.
  InputType(`${name}CreateFields`)(Create);
  InputType(`${name}UpdateFields`)(Update);
  return { Create: Create as ClassType<CreateValues<F>>, Update: Update as ClassType<UpdateValues<F>> };
}
