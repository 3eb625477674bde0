import { Ctx as GqlCtx, Field, InputType, ObjectType, Query, Resolver } from 'type-graphql';
import { MaxLength } from 'class-validator';
import type { Ctx } from '../../common/context';
import { PersonalAccessToken, TokenScope } from './pat.entity';
import * as pats from './pat.service';
import { databaseIdOf } from '../../common/node';
import { idInputType, payloadType } from '../../common/payloads';
import { InputMutation } from '../../common/mutations';

@InputType({ description: 'A new personal access token for a tool.' })
class CreatePersonalAccessTokenInput {
  @Field(() => String, { description: 'What the token is for, 1 to 100 characters.' }) @MaxLength(100) name!: string;
  @Field(() => TokenScope, { description: 'What the token may do.' }) scope!: TokenScope;
  @Field(() => Date, { nullable: true, description: 'When the token stops working: in the future, at most 365 days ahead; omit for 365 days.' }) expiresAt?: Date | null;
  @Field(() => String, { description: 'Your password, asked again to create a token (a wrong one is WRONG_CURRENT_PASSWORD, throttled like a password change).' })
  @MaxLength(256) password!: string;
}

@ObjectType({ description: 'A new token and its secret.' })
class CreatePersonalAccessTokenPayload {
  @Field(() => String, { description: 'The secret (`pw_...`): send it as `Authorization: Bearer <token>`. It is shown only this once.' })
  token!: string;
  @Field(() => PersonalAccessToken, { description: 'The token as it is listed.' }) personalAccessToken!: PersonalAccessToken;
}

const RevokePersonalAccessTokenInput = idInputType('RevokePersonalAccessToken', 'token', 'The token to revoke.', {
  idDescription: 'The id of one of your tokens: its global id, or its database id.',
});
const RevokePersonalAccessTokenPayload = payloadType('RevokePersonalAccessToken', 'personalAccessToken', () => PersonalAccessToken,
  'The token, which no longer works.', 'The revoked token.');

/** Personal access tokens over GraphQL. Only a logged-in session (never a token) may see or change them. */
@Resolver(() => PersonalAccessToken)
export class PersonalAccessTokenResolver {
  @Query(() => [PersonalAccessToken], { description: 'Your live personal access tokens, newest first. Not available to a token.' })
  personalAccessTokens(@GqlCtx() ctx: Ctx): Promise<PersonalAccessToken[]> {
    return pats.list(ctx);
  }

  @InputMutation(() => CreatePersonalAccessTokenPayload, () => CreatePersonalAccessTokenInput, 'Creates a personal access token for a third-party tool. Not available to a token.',
    'Name, scope, optional expiry and your password.')
  async createPersonalAccessToken(input: CreatePersonalAccessTokenInput, ctx: Ctx): Promise<CreatePersonalAccessTokenPayload> {
    const { token, record } = await pats.create(ctx, input);
    return { token, personalAccessToken: record };
  }

  @InputMutation(() => RevokePersonalAccessTokenPayload, () => RevokePersonalAccessTokenInput, 'Revokes a token at once. Not available to a token.', 'The token to revoke.')
  async revokePersonalAccessToken(input: { id: string }, ctx: Ctx): Promise<{ personalAccessToken: PersonalAccessToken }> {
    return { personalAccessToken: await pats.revoke(ctx, databaseIdOf(input.id, 'PersonalAccessToken')) };
  }
}
