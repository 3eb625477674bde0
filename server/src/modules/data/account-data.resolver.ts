import { Field, InputType, ObjectType, Resolver } from 'type-graphql';
import { MaxLength } from 'class-validator';
import type { Ctx } from '../../common/context';
import { InputMutation } from '../../common/mutations';
import { clearRefreshCookie } from '../account/session-cookie';
import { deleteAccount } from './delete-account.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';

@InputType({ description: 'Asks for a password-reset link by mail.' })
class RequestPasswordResetInput {
  @Field(() => String, { description: 'The address of the account.' }) @MaxLength(254) email!: string;
  @Field(() => String, { nullable: true, description: 'Language of the mail: "en" (default) or "fr".' }) @MaxLength(8) language?: string;
}

@InputType({ description: 'Sets a new password with the token of a reset link.' })
class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the reset link.' }) @MaxLength(200) token!: string;
  @Field(() => String, { description: 'The new password.' }) @MaxLength(256) newPassword!: string;
  @Field(() => String, { nullable: true, description: 'When given, must equal newPassword.' }) @MaxLength(256) confirmation?: string;
}

@InputType({ description: 'Confirms the deletion of your account with your password.' })
class DeleteAccountInput {
  @Field(() => String, { description: 'Your password, to confirm.' }) @MaxLength(256) password!: string;
}

@ObjectType({ description: 'The operation was done (or, for a reset request, accepted).' })
class OkPayload {
  @Field(() => Boolean, { description: 'Always true.' }) ok!: boolean;
}

@Resolver()
export class AccountDataResolver {
  @InputMutation(() => OkPayload, () => RequestPasswordResetInput,
    'Mails a password-reset link valid 30 minutes to the accounts of this address. The answer is the same, and comes before any work on the address, whether it is known or not. Throttled per client address and per client address with this email; an earlier link keeps working.')
  async requestPasswordReset(input: RequestPasswordResetInput, ctx: Ctx): Promise<OkPayload> {
    await requestPasswordReset(ctx, input);
    return { ok: true };
  }

  @InputMutation(() => OkPayload, () => ResetPasswordInput, 'Sets a new password with a reset link\'s token (once); every session and every personal access token of the account ends.')
  async resetPassword(input: ResetPasswordInput, ctx: Ctx): Promise<OkPayload> {
    await resetPassword(ctx, input);
    return { ok: true };
  }

  @InputMutation(() => OkPayload, () => DeleteAccountInput, 'Deletes your account and everything in it, for good. Needs your password.')
  async deleteAccount(input: DeleteAccountInput, ctx: Ctx): Promise<OkPayload> {
    await deleteAccount(ctx, input.password);
    clearRefreshCookie(ctx.res);
    return { ok: true };
  }
}
