import { Ctx as GqlCtx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { MaxLength } from 'class-validator';
import type { Ctx } from '../../common/context';
import { InputMutation } from '../../common/mutations';
import { requireSession } from '../../common/policy';
import { User } from '../user/user.entity';
import * as accounts from './account.service';
import { beginSession, clearRefreshCookie, readRefreshCookie, refreshWithCookie } from './session-cookie';

@InputType({ description: 'A new account.' })
class RegisterInput {
  @Field(() => String, { description: 'Letters, digits, dots, dashes and underscores; unique in any case.' }) @MaxLength(64) username!: string;
  @Field(() => String, { description: 'An email address.' }) @MaxLength(254) email!: string;
  @Field(() => String, { description: 'The password (at least 8 characters, not only digits).' }) @MaxLength(256) password!: string;
  @Field(() => String, { nullable: true, description: 'When given, must equal password.' }) @MaxLength(256) confirmation?: string;
}

@InputType({ description: 'Credentials to log in with.' })
class LoginInput {
  @Field(() => String, { description: 'The username (any case).' }) @MaxLength(254) username!: string;
  @Field(() => String, { description: 'The password.' }) @MaxLength(256) password!: string;
}

@InputType({ description: 'Your current password and the new one.' })
class ChangePasswordInput {
  @Field(() => String, { description: 'The password you log in with now.' }) @MaxLength(256) currentPassword!: string;
  @Field(() => String, { description: 'The new password (at least 8 characters, not only digits).' }) @MaxLength(256) newPassword!: string;
  @Field(() => String, { nullable: true, description: 'When given, must equal newPassword.' }) @MaxLength(256) confirmation?: string;
}

@ObjectType({ description: 'A new session. The refresh token travels in an httpOnly cookie; send the access token as a Bearer token.' })
class AuthPayload {
  @Field(() => String, { description: 'Short-lived (15 min) JWT.' }) accessToken!: string;
  @Field(() => User, { description: 'The logged-in user.' }) user!: User;
}

@ObjectType({ description: 'What logout answers.' })
class LogoutPayload {
  @Field(() => Boolean, { description: 'Always true.' }) ok!: boolean;
}

@Resolver()
export class AccountResolver {
  @Query(() => Boolean, { description: 'Whether new accounts can be registered.' })
  registrationEnabled(): boolean {
    return accounts.registrationEnabled();
  }

  @InputMutation(() => AuthPayload, () => RegisterInput, 'Creates an account and logs it in.')
  async register(input: RegisterInput, ctx: Ctx): Promise<AuthPayload> {
    return this.session(ctx, await accounts.register(ctx, input));
  }

  @InputMutation(() => AuthPayload, () => LoginInput, 'Logs in. Failed attempts are throttled per username and address, per address and per username (TOO_MANY_ATTEMPTS, HTTP 429 with Retry-After).')
  async login(input: LoginInput, ctx: Ctx): Promise<AuthPayload> {
    return this.session(ctx, await accounts.login(ctx, input));
  }

  @Mutation(() => AuthPayload, { description: 'Exchanges the refresh cookie for a new access token (and a new cookie).' })
  async refresh(@GqlCtx() ctx: Ctx): Promise<AuthPayload> {
    return this.session(ctx, await refreshWithCookie(ctx));
  }

  @Mutation(() => LogoutPayload, { description: 'Ends this session: its refresh token and the access tokens issued for it stop working.' })
  async logout(@GqlCtx() ctx: Ctx): Promise<LogoutPayload> {
    await accounts.logout(ctx, readRefreshCookie(ctx.req));
    clearRefreshCookie(ctx.res);
    return { ok: true };
  }

  @InputMutation(() => AuthPayload, () => ChangePasswordInput, 'Changes the password; every other session, older access tokens and every personal access token stop working.')
  async changePassword(input: ChangePasswordInput, ctx: Ctx): Promise<AuthPayload> {
    const viewer = requireSession(ctx);
    return this.session(ctx, await accounts.changePassword(ctx, viewer.id, input));
  }

  private session(ctx: Ctx, s: accounts.Session): AuthPayload {
    beginSession(ctx, s);
    return { accessToken: s.accessToken, user: s.user };
  }
}
