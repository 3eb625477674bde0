/** Account deletion: every row and image of the user goes, in one transaction; the username is free again. */
import argon2 from 'argon2';
import { checkForm } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { AppError, badInput } from '../../common/errors';
import { requireSession } from '../../common/policy';
import { User } from '../user/user.entity';
import { removeObjectsAfterCommit } from '../image/image-sweep';
import { beginPasswordCheck, usernameKey } from '../../common/throttle';

/**
 * Checks the viewer's password, or throws WRONG_PASSWORD. A stolen access token must not become a password oracle:
 * each check is paid for first from the account's budget of wrong current passwords (shared with changePassword).
 */
export async function checkOwnPassword(ctx: Ctx, password: string): Promise<User> {
  const viewer = requireSession(ctx);
  const empty = checkForm({ password: password ?? '' });
  if (empty) throw badInput(empty);
  const attempt = await beginPasswordCheck(ctx, viewer.id);
  const user = await ctx.em.findOne(User, { id: viewer.id });
  if (!user) throw new AppError('UNAUTHENTICATED', 'You need to log in');
  if (!(await argon2.verify(user.passwordHash, password).catch(() => false))) {
    throw new AppError('WRONG_PASSWORD', 'The password is not correct');
  }
  await attempt.succeeded();
  return user;
}

/**
 * Deletes the viewer's account after checking the password: profile, items with their pictures and colours,
 * calculators, refresh tokens, reset links (all by foreign-key cascade), then every image the user owned.
 * Access tokens die with the row they point at.
 */
export async function deleteAccount(ctx: Ctx, password: string): Promise<void> {
  const user = await checkOwnPassword(ctx, password);
  await ctx.em.transactional(async (em) => {
    const conn = em.getConnection();
    const trx: unknown = em.getTransactionContext();
    await conn.execute('delete from app_user where id = ?', [user.id], 'all', trx);
    // Images have an owner but no foreign key (profile, picture and colour rows point at them): they go last.
    const inBucket = await conn.execute<{ storage_key: string }[]>(
      'select storage_key from image where owner_id = ? and storage_key is not null', [user.id], 'all', trx);
    await conn.execute('delete from image where owner_id = ?', [user.id], 'all', trx);
    removeObjectsAfterCommit(inBucket.map((r) => r.storage_key));
    // The throttle's counters name the account too (its id, hashes of its username and email): they go with it.
    const name = usernameKey(user.username);
    await conn.execute(`delete from rate_limit where key = ? or key = ? or key = ? or key like ? or key like ?`,
      [`password_user:${user.id}`, `login_user:${name}`, `reset_email:${usernameKey(user.email)}`, `login_pair:${name}:%`, `login_trusted:${name}:%`], 'all', trx);
  });
  ctx.em.clear();
}
