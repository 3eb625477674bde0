/** /account: XSRF token, login, registration, logout, refresh. */
import { z } from 'zod/v4';
import * as accounts from '../modules/account/account.service';
import { beginSession, clearRefreshCookie, readRefreshCookie, refreshWithCookie } from '../modules/account/session-cookie';
import type { Ctx } from '../common/context';
import { json, message, newXsrfToken, route, schemas, setXsrfCookie, xsrfFromCookie, type Reply, type Route } from './http';

const TAG = 'account';

/** `{ tokens: { accessToken }, message }`, with the refresh cookie set for this session. */
export function session(ctx: Ctx, s: accounts.Session, text: string): Reply {
  beginSession(ctx, s);
  return json({ tokens: { accessToken: s.accessToken }, message: text });
}

const Login = z.object({ username: z.string().max(254), password: z.string().max(256) });
const Registration = z.object({
  username: z.string().max(64), email: z.string().max(254), password: z.string().max(256),
  confirmation: z.string().max(256).optional(),
});

export const accountRoutes: Route[] = [
  route({
    method: 'get', path: '/account/get-xsrf/', tag: TAG, auth: 'none',
    summary: 'Gets an XSRF token',
    description: 'Answers the token and sets it in the `xsrf-token` cookie (readable by scripts, SameSite=Strict). Send it back in the `xsrf-token` header of every POST, PUT and DELETE. A valid token already in the cookie is reused.',
    response: { description: 'The token.', schema: z.object({ Xsrf_Token: z.string() }) },
    async handle({ ctx, req, res }) {
      const token = xsrfFromCookie(ctx.secrets, req) ?? newXsrfToken(ctx.secrets);
      setXsrfCookie(res, token);
      return json({ Xsrf_Token: token });
    },
  }),
  route({
    method: 'post', path: '/account/login/', tag: TAG, auth: 'none', body: Login,
    summary: 'Logs in',
    description: 'Sets the httpOnly refresh cookie. Failed attempts are throttled per username and address, per address and per username: 429 with Retry-After.',
    response: { description: 'A new session.', schema: schemas.tokens },
    errors: [401, 429],
    async handle({ ctx, body }) {
      return session(ctx, await accounts.login(ctx, body), 'Logged in');
    },
  }),
  route({
    method: 'post', path: '/account/registration/', tag: TAG, auth: 'none', body: Registration,
    summary: 'Creates an account and logs it in',
    description: 'A taken username (any case) is 409; registration switched off by configuration is 403.',
    response: { description: 'A new session.', schema: schemas.tokens },
    errors: [403, 409, 429],
    async handle({ ctx, body }) {
      return session(ctx, await accounts.register(ctx, body), 'Registered');
    },
  }),
  route({
    method: 'post', path: '/account/logout/', tag: TAG, auth: 'optional',
    summary: 'Logs out',
    description: 'The refresh token of this session (cookie) and the access tokens issued for it stop working; the cookie is cleared.',
    response: { description: 'Done.', schema: schemas.message },
    async handle({ ctx, req, res }) {
      await accounts.logout(ctx, readRefreshCookie(req));
      clearRefreshCookie(res);
      return message('Logged out');
    },
  }),
  route({
    method: 'get', path: '/account/refresh/', tag: TAG, auth: 'none',
    summary: 'Exchanges the refresh cookie for a new access token',
    description: 'The refresh cookie is rotated. Without a valid one: 401 and the cookie is cleared.',
    response: { description: 'A new access token.', schema: schemas.tokens },
    errors: [401],
    async handle({ ctx }) {
      return session(ctx, await refreshWithCookie(ctx), 'Token refreshed');
    },
  }),
];
