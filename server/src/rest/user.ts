/** /user: password change, profile info (and preferred unit), profile and background pictures. */
import { z } from 'zod/v4';
import { parseUnit, unitToWire } from '@purlwise/core';
import type { Ctx } from '../common/context';
import { Unit, UserImageKind } from '../common/enums';
import { badInput } from '../common/errors';
import * as accounts from '../modules/account/account.service';
import type { User } from '../modules/user/user.entity';
import * as users from '../modules/user/user.service';
import { canSeeAccountFields } from '../modules/user/user.policy';
import { session } from './account';
import { data, image, message, route, schemas, visibilityIn, type Method, type Route } from './http';
import { requireSession } from '../common/policy';
import { assertSelf } from '../modules/user/user.policy';

const TAG = 'user';
const NO_USERNAME = 'Username is not provided';

const text = (max: number) => z.string().max(max).nullable().optional();

const PasswordChange = z.object({
  currentPassword: z.string().max(256), newPassword: z.string().max(256), confirmation: z.string().max(256).optional(),
});

const InfoUpdate = z.object({
  username: text(254), email: text(1000), name: text(1000), bio: text(10_000), country: text(1000), city: text(1000),
  visibility: text(20), preferred_unit: text(40),
});

const InfoWire = z.object({
  username: z.string(), email: z.string().optional().meta({ description: 'Your own profile only.' }),
  name: z.string(), bio: z.string(), country: z.string(), city: z.string(),
  visibility: z.enum(['public', 'private']),
  preferred_unit: z.enum(['Metric', 'Imperial']).optional().meta({ description: 'Your own profile only.' }),
  last_updated: z.string().meta({ description: 'ISO 8601' }),
});

/** The wire form of a profile: everything for its owner, the public fields for others. */
function present(ctx: Ctx, u: User): z.infer<typeof InfoWire> {
  const base = { username: u.username, name: u.name, bio: u.bio, country: u.country, city: u.city, visibility: u.visibility, last_updated: u.lastUpdated.toISOString() };
  if (!canSeeAccountFields(ctx.viewer, u)) return base;
  return { ...base, email: u.email, preferred_unit: unitToWire(u.preferredUnit === Unit.IMPERIAL ? 'IMPERIAL' : 'METRIC') };
}

/** Any case of metric/imperial or their English and French labels; anything else goes on, so the service refuses it. */
function unitIn(v: string): Unit {
  const u = parseUnit(v);
  return (u ? u.toLowerCase() : v) as Unit;
}

/** A path the legacy client sends without its username: always 400 NO_USERNAME (a bad picture kind is named first). */
function noUsernameRoute(method: Method, path: string, summary: string): Route {
  const kind = path.includes('{kind}');
  return route({
    method, path, tag: TAG, auth: 'none', summary,
    description: kind ? `400 \`Image type X is not supported\` for a kind other than pic or back, else 400 \`${NO_USERNAME}\`.` : `Always 400 \`${NO_USERNAME}\`.`,
    ...(kind ? { guard: (_ctx: Ctx, p: Record<string, string>) => { users.parseImageKind(p.kind); } } : {}),
    response: { description: 'Never answered.', schema: schemas.message },
    handle: async () => { throw badInput(NO_USERNAME); },
  });
}

export const userRoutes: Route[] = [
  route({
    method: 'post', path: '/user/setpassword/{username}/', tag: TAG, auth: 'required', body: PasswordChange,
    summary: 'Changes your password',
    description: 'Answers a new access token and sets a new refresh cookie for this session; every other session, older access token and personal access token stops working.',
    guard: (ctx, p) => { requireSession(ctx); assertSelf(ctx.viewer, p.username); },
    response: { description: 'A new session.', schema: schemas.tokens },
    errors: [429],
    async handle({ ctx, body }) {
      return session(ctx, await accounts.changePassword(ctx, ctx.viewer!.id, body), 'Password changed');
    },
  }),
  noUsernameRoute('post', '/user/setpassword/', 'Password change without a username'),
  route({
    method: 'get', path: '/user/{username}/', tag: TAG, auth: 'optional',
    summary: 'Reads a profile',
    description: 'Your own profile with every field; another user\'s public profile without email and preferred unit. A private profile of someone else is 404.',
    response: { description: 'The profile.', schema: z.object({ data: InfoWire }) },
    async handle({ ctx, params }) {
      return data(present(ctx, await users.userByUsername(ctx, params.username)));
    },
  }),
  route({
    method: 'put', path: '/user/{username}/', tag: TAG, auth: 'required', body: InfoUpdate,
    summary: 'Changes your profile and/or preferred unit',
    description: 'Send the profile fields (email, name, bio, country, city, visibility `public`/`private` in any case), or `{ preferred_unit }` alone (`Metric`/`Imperial` in any case, or the French labels), or both: all or nothing. `username` may be sent but cannot change.',
    guard: (ctx, p) => assertSelf(ctx.viewer, p.username),
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, body }) {
      const profile: users.ProfileInput = {};
      for (const key of ['email', 'name', 'bio', 'country', 'city'] as const) if (body[key] != null) profile[key] = body[key]!;
      if (body.visibility != null) profile.visibility = visibilityIn(body.visibility);
      const preferredUnit = body.preferred_unit == null ? null : unitIn(body.preferred_unit);
      const { profileChanged } = await users.updateInfo(ctx, { username: body.username, profile, preferredUnit });
      return message(profileChanged ? 'User info updated' : 'Preferred unit updated');
    },
  }),
  noUsernameRoute('get', '/user/', 'Profile without a username'),
  noUsernameRoute('put', '/user/', 'Profile change without a username'),
  route({
    method: 'get', path: '/user/{kind}/{username}/', tag: TAG, auth: 'optional',
    summary: 'Gets a profile (pic) or background (back) picture',
    description: 'The image bytes with their real Content-Type. 404 when there is none or the profile is private to you.',
    response: { description: 'The image.', image: true },
    async handle({ ctx, params }) {
      return image(await users.profileImage(ctx, params.username, users.parseImageKind(params.kind)));
    },
  }),
  route({
    method: 'post', path: '/user/{kind}/{username}/', tag: TAG, auth: 'required',
    upload: { fields: ['pic', 'back'], required: false },
    summary: 'Sets (or, without a file, clears) your profile or background picture',
    description: 'Multipart, the image under the field named like the path (`pic` or `back`). No file clears the picture (the old client\'s null file).',
    guard: (ctx, p) => { users.parseImageKind(p.kind); assertSelf(ctx.viewer, p.username); },
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params, files }) {
      const kind = users.parseImageKind(params.kind);
      const other = kind === UserImageKind.PICTURE ? 'back' : 'pic';
      if (files[other]) throw badInput(`Send the image under the field ${kind}`);
      if (!files[kind]) {
        await users.clearUserImage(ctx, kind);
        return message('Picture deleted');
      }
      await users.setUserImage(ctx, kind, files[kind]);
      return message('Picture uploaded');
    },
  }),
  route({
    method: 'delete', path: '/user/{kind}/{username}/', tag: TAG, auth: 'required',
    summary: 'Clears your profile or background picture',
    guard: (ctx, p) => { users.parseImageKind(p.kind); assertSelf(ctx.viewer, p.username); },
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, params }) {
      await users.clearUserImage(ctx, users.parseImageKind(params.kind));
      return message('Picture deleted');
    },
  }),
  noUsernameRoute('post', '/user/{kind}/', 'Picture upload without a username'),
  noUsernameRoute('delete', '/user/{kind}/', 'Picture delete without a username'),
];
