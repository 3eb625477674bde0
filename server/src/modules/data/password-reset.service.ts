/**
 * Password reset by mail: a single-use token, stored as a SHA-256 hash, valid 30 minutes. The request answers
 * before any work on the address, so neither the answer nor its time tells whether the address is known; using a
 * token sets the password and revokes every session and personal access token.
 */
import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkForm, checkLength, checkPasswordStrength, LIMITS } from '@purlwise/core';
import { config } from '../../config';
import type { Ctx } from '../../common/context';
import { AppError, badInput } from '../../common/errors';
import { logger } from '../../common/logger';
import { ARGON } from '../account/account.service';
import { hashToken, newRefreshToken } from '../account/tokens';
import { sendMail } from './mail';
import { resetMail, type MailLanguage } from './reset-mail';
import { takePasswordReset } from '../../common/throttle';
import { revokeEverySession } from './sessions';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;

function failIf(message: string | null): void {
  if (message) throw badInput(message);
}

/**
 * Accepts a request for reset links to the accounts registered with `email`. What the answer depends on is the same
 * for every address, known or not: the form check and the throttle (per client address, and per client address
 * with this email, so a stranger elsewhere cannot use up the owner's requests). The links are made and mailed
 * once the answer has gone (`afterAnswer`); an address with no account gets nothing.
 */
export async function requestPasswordReset(ctx: Ctx, input: { email: string; language?: string | null }): Promise<void> {
  const email = (input.email ?? '').trim();
  failIf(checkForm({ email }) ?? checkLength('Email', email, LIMITS.email.max));
  await takePasswordReset(ctx, email);
  const language: MailLanguage = input.language === 'fr' ? 'fr' : 'en';
  const em = ctx.em.fork();
  afterAnswer(ctx, () => mailResetLinks(em, email, language));
}

/**
 * Runs `work` once the response of this request is over (closed: sent, or the client gone), or at once without
 * one; its failure is logged, never thrown at anyone.
 */
function afterAnswer(ctx: Ctx, work: () => Promise<void>): void {
  const run = () => { work().catch((err: unknown) => logger.error({ err }, 'password reset request failed after its answer')); };
  if (ctx.res && !ctx.res.writableFinished) ctx.res.once('close', run);
  else setImmediate(run);
}

/**
 * Makes a link for every account of `email` and mails it. Links mailed earlier keep working until used or expired
 * (a stranger asking for more must not break the one the owner is about to follow); using one spends them all.
 */
async function mailResetLinks(em: EntityManager, email: string, language: MailLanguage): Promise<void> {
  const users = await em.getConnection().execute<{ id: number; username: string; email: string }[]>(
    'select id, username, email from app_user where lower(email) = lower(?)', [email]);
  for (const user of users) {
    const { token, hash } = newRefreshToken();
    await em.transactional(async (trxEm) => {
      const conn = trxEm.getConnection();
      const trx: unknown = trxEm.getTransactionContext();
      // Only spent or expired links go; live ones stay.
      await conn.execute('delete from password_reset_token where user_id = ? and (used_at is not null or expires_at <= now())', [user.id], 'all', trx);
      await conn.execute(
        `insert into password_reset_token (user_id, token_hash, expires_at) values (?, ?, now() + make_interval(mins => ?))`,
        [user.id, hash, RESET_TOKEN_MINUTES], 'all', trx);
    });
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMail(resetMail(user.email, user.username, link, RESET_TOKEN_MINUTES, language))
      .catch((err: unknown) => logger.error({ err, userId: user.id }, 'password reset mail could not be sent'));
  }
}

/** Sets a new password with a reset token; the token is spent, every session, personal access token and other link revoked. */
export async function resetPassword(ctx: Ctx, input: { token: string; newPassword: string; confirmation?: string | null }): Promise<void> {
  failIf(checkForm({ password: input.newPassword ?? '', confirmation: input.confirmation ?? undefined }));
  failIf(checkPasswordStrength(input.newPassword));
  await takePasswordReset(ctx);
  const invalid = new AppError('RESET_TOKEN_INVALID', 'This password reset link is not valid any more; ask for a new one');
  if (typeof input.token !== 'string' || input.token.length < 20 || input.token.length > 100) throw invalid;
  const passwordHash = await argon2.hash(input.newPassword, ARGON);
  await ctx.em.transactional(async (em) => {
    const trx: unknown = em.getTransactionContext();
    const conn = em.getConnection();
    // One statement spends the token, so two uses racing each other cannot both succeed.
    const rows = await conn.execute<{ user_id: number }[]>(
      `update password_reset_token set used_at = now()
       where token_hash = ? and used_at is null and expires_at > now() returning user_id`, [hashToken(input.token)], 'all', trx);
    if (!rows.length) throw invalid;
    const userId = rows[0].user_id;
    await conn.execute('update app_user set password_hash = ?, last_updated = now() where id = ?', [passwordHash, userId], 'all', trx);
    await conn.execute('update password_reset_token set used_at = now() where user_id = ? and used_at is null', [userId], 'all', trx);
    await revokeEverySession(em, userId);
  });
}
