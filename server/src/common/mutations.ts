/**
 * Mutations as the schema has them: one `input` argument, a payload answer (common/payloads.ts). @InputMutation
 * declares one; ownedMutations() declares once the `create<Type>` (or `add<Type>`), `update<Type>` and `delete<Type>`
 * that every kind of the viewer's things has, for its resolver to extend (type-graphql's resolver inheritance).
 */
import { Arg, Ctx as GqlCtx, Mutation, Resolver, type ClassType } from 'type-graphql';
import type { Ctx } from './context';
import { databaseIdOf, type NodeType } from './node';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from './payloads';

/**
 * Method decorator of a mutation whose arguments are its `input` (described "Parameters for <name>." unless
 * `argDescription` says otherwise) and the request's context: `async name(input: XInput, ctx: Ctx)`.
 */
export function InputMutation(payload: () => ClassType<object>, input: () => ClassType<object>, description: string, argDescription?: string): MethodDecorator {
  return (prototype, method) => inputMutation(prototype, String(method), String(method), payload, input, description, argDescription);
}

function inputMutation(prototype: object, method: string, name: string, payload: () => ClassType<object>, input: () => ClassType<object>, description: string, argDescription = `Parameters for ${name}.`): void {
  GqlCtx()(prototype, method, 1);
  Arg('input', input, { description: argDescription })(prototype, method, 0);
  Mutation(payload, { name, description })(prototype, method, Object.getOwnPropertyDescriptor(prototype, method)!);
}

/** The kind the mutations change: its Node type, its payloads' field, its GraphQL class and how the docs call it. */
export interface OwnedKind<T extends object> {
  type: NodeType;
  field: string;
  entity: () => ClassType<T>;
  /** As the deletion's docs name it ('knit item'). */
  what: string;
  /** As the payloads' docs name it ('item'); `what` when not given. */
  short?: string;
}

/** The mutations to declare; each is optional. */
export interface OwnedMutations<T, C extends object, U extends { id: string }> {
  /** `create<Type>` (`add<Type>` with verb 'add'): `run` gets the input as it came. `payload`: "The new <short>." unless given. */
  create?: { input: ClassType<C>; verb?: 'create' | 'add'; description: string; payload?: string; run: (ctx: Ctx, input: C) => Promise<T> };
  /** `update<Type>`: `run` gets the database id of `input.id` and the other fields. */
  update?: { input: ClassType<U>; description: string; run: (ctx: Ctx, id: number, fields: Omit<U, 'id'>) => Promise<T> };
  /** `delete<Type>`: `run` deletes the thing of that database id and answers the id. `input` describes the input type. */
  delete?: { input: string; description: string; run: (ctx: Ctx, id: number) => Promise<number> };
}

/** The abstract resolver of the `m` mutations of `kind`, for a resolver of that kind to extend. */
export function ownedMutations<T extends object, C extends object = never, U extends { id: string } = never>(kind: OwnedKind<T>, m: OwnedMutations<T, C, U>) {
  const { type, field, entity, what, short = what } = kind;

  @Resolver()
  abstract class OwnedMutationsResolver {
    async create(input: C, ctx: Ctx): Promise<Record<string, T>> {
      return { [field]: await m.create!.run(ctx, input) };
    }

    async update(input: U, ctx: Ctx): Promise<Record<string, T>> {
      const { id, ...fields } = input;
      return { [field]: await m.update!.run(ctx, databaseIdOf(id, type), fields) };
    }

    async delete(input: { id: string }, ctx: Ctx): Promise<Deleted> {
      return deleted(type, await m.delete!.run(ctx, databaseIdOf(input.id, type)));
    }
  }

  const proto = OwnedMutationsResolver.prototype;
  if (m.create) {
    const { input, verb = 'create', description, payload: answer = `The new ${short}.` } = m.create;
    const payload = payloadType(`${verb === 'add' ? 'Add' : 'Create'}${type}`, field, entity, answer);
    inputMutation(proto, 'create', `${verb}${type}`, () => payload, () => input, description);
  }
  if (m.update) {
    const { input, description } = m.update;
    const payload = payloadType(`Update${type}`, field, entity, `The ${short} as changed.`);
    inputMutation(proto, 'update', `update${type}`, () => payload, () => input, description);
  }
  if (m.delete) {
    const { input, description } = m.delete;
    const payload = deletePayloadType(type, what);
    const idInput = idInputType(`Delete${type}`, what, input);
    inputMutation(proto, 'delete', `delete${type}`, () => payload, () => idInput, description);
  }
  return OwnedMutationsResolver;
}
