/** Profiles: reading with visibility rules, updating, preferred unit, profile and background pictures. */
import { checkForm, checkLength, LIMITS } from '@purlwise/core';
import type { Ctx } from '../../common/context';
import { UserImageKind, Unit, Visibility } from '../../common/enums';
import { badInput, notFound, tooLong } from '../../common/errors';
import { found } from '../../common/rows';
import { requireSession, requireViewer } from '../../common/policy';
import { deleteImages, processImage, readImage, storeImage, type ImageBytes } from '../image/image.service';
import { retractPublicCopies } from '../image/image-store';
import { User } from './user.entity';
import { authorize } from '../../common/authorize';
import './user.policy'; // the profiles' policy, which authorize() reads
import { userById as usersById } from './user.loaders';

/** The user field of a profile or background picture. */
const column = (kind: UserImageKind) => (kind === UserImageKind.PICTURE ? 'pictureId' : 'backgroundId');

export interface ProfileInput { email?: string; name?: string; bio?: string; country?: string; city?: string; visibility?: Visibility }

/** The logged-in user's own record. */
export async function me(ctx: Ctx): Promise<User> {
  const viewer = requireViewer(ctx);
  return found(ctx.em.findOne(User, { id: viewer.id }), 'User');
}

/** A user by username: the owner always; others only when the profile is public. */
export async function userByUsername(ctx: Ctx, username: string | undefined): Promise<User> {
  if (!username || !username.trim()) throw badInput('Username is not provided');
  const user = await ctx.em.createQueryBuilder(User).where('lower(username) = ?', [username.trim().toLowerCase()]).limit(1).getSingleResult();
  authorize(ctx, 'read', User, user);
  return user;
}

/** A user by database id, found as `userByUsername` finds them. */
export async function userById(ctx: Ctx, id: number): Promise<User> {
  const user = await usersById(ctx).load(id);
  authorize(ctx, 'read', User, user);
  return user;
}

/** The bytes of the profile (`pic`) or background (`back`) picture of a profile the viewer may see; else NOT_FOUND. */
export async function profileImage(ctx: Ctx, username: string | undefined, kind: UserImageKind): Promise<ImageBytes> {
  const user = await userByUsername(ctx, username);
  const id = user[column(kind)];
  const img = id == null ? null : await readImage(ctx.em, id, false);
  if (!img) throw notFound('Image');
  return img;
}

/** Updates the given profile fields of the logged-in user; absent fields are kept. */
export async function updateProfile(ctx: Ctx, given: ProfileInput): Promise<User> {
  // GraphQL lets every field be null: null keeps the value, like an omitted field (tests/security/bugs.test.ts).
  const input = Object.fromEntries(Object.entries(given).filter(([, v]) => v != null)) as ProfileInput;
  const user = await me(ctx);
  if (input.email !== undefined) {
    // A tool's token may not move the account to another address (the way back in for a stolen account).
    if (ctx.viewer?.pat && input.email.trim() !== user.email) requireSession(ctx);
    const msg = checkForm({ email: input.email.trim() });
    if (msg) throw badInput(msg);
    if (checkLength('Email', input.email.trim(), LIMITS.email.max)) throw tooLong('email', 'Email', LIMITS.email.max);
  }
  const limits: Array<[keyof ProfileInput, string, number]> = [
    ['name', 'Name', LIMITS.name.max], ['bio', 'Bio', LIMITS.bio.max], ['country', 'Country', LIMITS.country.max], ['city', 'City', LIMITS.city.max]];
  for (const [key, label, max] of limits) {
    const v = input[key];
    if (v !== undefined) {
      if (checkLength(label, String(v), max)) throw tooLong(key, label, max);
    }
  }
  if (input.visibility !== undefined && !Object.values(Visibility).includes(input.visibility)) throw badInput('Visibility must be public or private');
  if (input.email !== undefined) user.email = input.email.trim();
  if (input.name !== undefined) user.name = input.name.trim();
  if (input.bio !== undefined) user.bio = input.bio;
  if (input.country !== undefined) user.country = input.country.trim();
  if (input.city !== undefined) user.city = input.city.trim();
  if (input.visibility !== undefined) user.visibility = input.visibility;
  user.lastUpdated = new Date();
  await ctx.em.flush();
  // Made private: the public copies of its pictures go before the change is acknowledged (after the commit, when
  // this runs inside a caller's transaction: see updateInfo).
  if (input.visibility === Visibility.PRIVATE && !ctx.em.isInTransaction()) await retractPublicCopies(ctx.em, user.id);
  return user;
}

/** The legacy info form: profile fields and/or a preferred unit; `username` may be sent but cannot change. */
export interface InfoChange { username?: string | null; profile: ProfileInput; preferredUnit?: Unit | null }

/**
 * Applies an info form all or nothing (one transaction). BAD_USER_INPUT when the username would change or
 * nothing is sent. Answers whether profile fields were among the changes.
 */
export async function updateInfo(ctx: Ctx, change: InfoChange): Promise<{ profileChanged: boolean }> {
  const viewer = requireViewer(ctx);
  if (change.username != null && change.username.trim().toLowerCase() !== viewer.username.toLowerCase()) throw badInput('The username cannot be changed');
  const profileChanged = Object.values(change.profile).some((v) => v != null);
  if (!profileChanged && change.preferredUnit == null) throw badInput('Nothing to change: send profile fields or preferred_unit');
  await ctx.em.transactional(async (em) => {
    const tx = { ...ctx, em };
    if (profileChanged) await updateProfile(tx, change.profile);
    if (change.preferredUnit != null) await setPreferredUnit(tx, change.preferredUnit);
  });
  if (change.profile.visibility === Visibility.PRIVATE) await retractPublicCopies(ctx.em, viewer.id);
  return { profileChanged };
}

/** Sets the preferred unit. */
export async function setPreferredUnit(ctx: Ctx, unit: Unit): Promise<User> {
  if (!Object.values(Unit).includes(unit)) throw badInput('Preferred unit must be Metric or Imperial');
  const user = await me(ctx);
  user.preferredUnit = unit;
  user.lastUpdated = new Date();
  await ctx.em.flush();
  return user;
}

/** Checks a user image kind as the legacy paths name it ('pic' or 'back'). */
export function parseImageKind(kind: string): UserImageKind {
  if ((Object.values(UserImageKind) as string[]).includes(kind)) return kind as UserImageKind;
  throw badInput(`Image type ${kind} is not supported`);
}

/** Replaces the profile or background picture; the old image is deleted in the same transaction. */
export async function setUserImage(ctx: Ctx, kind: UserImageKind, bytes: Buffer): Promise<User> {
  const viewer = requireViewer(ctx);
  const img = await processImage(bytes);
  await ctx.em.transactional(async (em) => {
    const user = await em.findOneOrFail(User, { id: viewer.id });
    const old = user[column(kind)];
    user[column(kind)] = await storeImage(em, viewer.id, img);
    user.lastUpdated = new Date();
    await em.flush();
    await deleteImages(em, [old]);
  });
  return me({ ...ctx, em: ctx.em.fork() });
}

/** Clears the profile or background picture. */
export async function clearUserImage(ctx: Ctx, kind: UserImageKind): Promise<User> {
  const viewer = requireViewer(ctx);
  await ctx.em.transactional(async (em) => {
    const user = await em.findOneOrFail(User, { id: viewer.id });
    const old = user[column(kind)];
    user[column(kind)] = null;
    user.lastUpdated = new Date();
    await em.flush();
    await deleteImages(em, [old]);
  });
  return me({ ...ctx, em: ctx.em.fork() });
}
