/**
 * The table of tests/api/rest-guards.test.ts: for every /api/v1 route, its path parameters, a valid body, what
 * another user gets and the malformed inputs it must refuse; and the owner's snapshot that refused calls leave as is.
 */
import { gql, makeImage, uniqueName, type TestUser } from './api';
import type { RestClient } from './rest';
import type { User } from './types';

export type Which = 'public' | 'private';
export type Params = Record<string, string | number>;

export interface Fx {
  owner: TestUser;
  alice: RestClient;
  bob: RestClient;
  guest: RestClient;
  yarn: number; pic: number; colour: number;
  privYarn: number; privPic: number; privColour: number;
  calc: number; privCalc: number;
}

export interface OtherCheck { which: Which; status: number; message?: string }

export interface Case {
  /** Path parameters for the owner's public or private things. */
  params?: (fx: Fx, which: Which) => Params;
  /** A valid JSON body, or files for an upload. */
  body?: (fx: Fx) => unknown;
  files?: () => Promise<Record<string, Buffer>>;
  /** What bob (another user) gets on the owner's things. */
  others?: OtherCheck[];
  /** Malformed inputs, each answered 400. */
  malformed?: Array<{ json?: unknown; raw?: string; params?: Params; files?: () => Promise<Record<string, Buffer>>; message?: string }>;
  /** Extra proof that a refused call changed nothing (beyond the owner's snapshot). */
  unchanged?: (fx: Fx) => Promise<void>;
}

const KNIT = '/knit/{type}';
const PIC = '/knit/{type}/{id}/pic';
const COL = '/knit/{type}/{id}/color';

const yarnParams = (fx: Fx, w: Which): Params => (w === 'public'
  ? { type: 'yarn', id: fx.yarn, picId: fx.pic, colorId: fx.colour }
  : { type: 'yarn', id: fx.privYarn, picId: fx.privPic, colorId: fx.privColour });
const calcParams = (fx: Fx, w: Which): Params => ({ id: w === 'public' ? fx.calc : fx.privCalc });
const userParams = (fx: Fx): Params => ({ username: fx.owner.username, kind: 'pic' });
const image = async () => ({ pic: await makeImage('png', 20, 20) });
const colourImage = async () => ({ colorPic: await makeImage('png', 20, 20) });

export const CASES: Record<string, Case> = {
  'GET /account/get-xsrf/': {},
  'POST /account/login/': {
    body: (fx) => ({ username: fx.owner.username, password: fx.owner.password }),
    malformed: [{ json: { username: 5, password: 'x' }, message: 'username must be text' }, { raw: '{"username":' }, { json: [1, 2] }],
  },
  'POST /account/registration/': {
    body: () => ({ username: pendingName, email: `${pendingName}@example.com`, password: 'long enough pw' }),
    malformed: [{ json: { username: 'abc' }, message: 'email must be text' }, { raw: 'nope' }],
    unchanged: async (fx) => { expect((await fx.guest.get(`/api/v1/user/${pendingName}/`)).status).toBe(404); },
  },
  'POST /account/logout/': {
    unchanged: async (fx) => {
      // The owner's session cookie still refreshes.
      const r = await fx.alice.get('/api/v1/account/refresh/');
      expect(r.status).toBe(200);
    },
  },
  'GET /account/refresh/': {},
  'POST /user/setpassword/{username}/': {
    params: (fx) => userParams(fx),
    body: (fx) => ({ currentPassword: fx.owner.password, newPassword: 'a different password' }),
    others: [{ which: 'public', status: 403, message: 'You can only change your own account' }],
    malformed: [{ json: { currentPassword: 1, newPassword: 'x' }, message: 'currentPassword must be text' }, { raw: '[' }],
    unchanged: async (fx) => {
      const r = await gql(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`, { i: { username: fx.owner.username, password: fx.owner.password } });
      expect(r.errors).toBeUndefined();
    },
  },
  'POST /user/setpassword/': { malformed: [{ message: 'Username is not provided' }] },
  'GET /user/{username}/': { params: (fx) => userParams(fx) },
  'PUT /user/{username}/': {
    params: (fx) => userParams(fx),
    body: () => ({ name: 'Changed', preferred_unit: 'Imperial' }),
    others: [{ which: 'public', status: 403, message: 'You can only change your own account' }],
    malformed: [{ json: { name: 5 }, message: 'name must be text' }, { json: {}, message: 'Nothing to change: send profile fields or preferred_unit' }, { raw: '{x' }],
  },
  'GET /user/': { malformed: [{ message: 'Username is not provided' }] },
  'PUT /user/': { malformed: [{ json: { name: 'x' }, message: 'Username is not provided' }] },
  'GET /user/{kind}/{username}/': {
    params: (fx) => userParams(fx),
    malformed: [{ params: { kind: 'avatar' }, message: 'Image type avatar is not supported' }],
  },
  'POST /user/{kind}/{username}/': {
    params: (fx) => userParams(fx),
    files: image,
    others: [{ which: 'public', status: 403, message: 'You can only change your own account' }],
    malformed: [
      { params: { kind: 'avatar' }, files: image, message: 'Image type avatar is not supported' },
      { files: async () => ({ back: await makeImage() }), message: 'Send the image under the field pic' },
    ],
  },
  'DELETE /user/{kind}/{username}/': {
    params: (fx) => userParams(fx),
    others: [{ which: 'public', status: 403, message: 'You can only change your own account' }],
    malformed: [{ params: { kind: 'avatar' }, message: 'Image type avatar is not supported' }],
  },
  'POST /user/{kind}/': {
    params: () => ({ kind: 'pic' }),
    malformed: [{ message: 'Username is not provided' }, { params: { kind: 'cover' }, message: 'Image type cover is not supported' }],
  },
  'DELETE /user/{kind}/': {
    params: () => ({ kind: 'back' }),
    malformed: [{ message: 'Username is not provided' }, { params: { kind: 'cover' }, message: 'Image type cover is not supported' }],
  },

  [`GET ${KNIT}/`]: { params: () => ({ type: 'yarn' }), malformed: [{ params: { type: 'sock' }, message: 'The item type must be yarn, pattern, detail or model' }] },
  [`GET ${KNIT}/public/`]: { params: () => ({ type: 'yarn' }), malformed: [{ params: { type: 'sock' } }] },
  [`POST ${KNIT}/`]: {
    params: () => ({ type: 'yarn' }),
    body: () => ({ name: 'Should not exist' }),
    malformed: [{ json: { tags: 5 } }, { json: { name: { a: 1 } }, message: 'name is not valid' }, { raw: '{' }, { params: { type: 'sock' }, json: { name: 'x' } }],
  },
  [`PUT ${KNIT}/{id}/`]: {
    params: yarnParams,
    body: () => ({ name: 'Hijacked' }),
    others: [{ which: 'public', status: 403, message: 'This item is not yours' }, { which: 'private', status: 404, message: 'Item not found' }],
    malformed: [{ json: { visibility: 7 } }, { json: { name: 'x', id: 999999999 }, message: 'The id in the body does not match the path' }, { params: { id: 'abc' }, json: { name: 'x' }, message: 'id must be a positive whole number' }],
  },
  [`DELETE ${KNIT}/{id}/`]: {
    params: yarnParams,
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ params: { id: '-1' }, message: 'id must be a positive whole number' }],
  },

  [`GET ${PIC}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }, { which: 'public', status: 200 }], malformed: [{ params: { id: 'x1' } }] },
  [`GET ${PIC}/public/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }], malformed: [{ params: { id: '0' } }] },
  [`GET ${PIC}/{picId}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }, { which: 'public', status: 200 }], malformed: [{ params: { picId: 'abc' }, message: 'picId must be a positive whole number' }] },
  [`GET ${PIC}/public/{picId}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }], malformed: [{ params: { picId: '1.5' } }] },
  [`POST ${PIC}/`]: {
    params: yarnParams, files: image,
    others: [{ which: 'public', status: 403, message: 'This item is not yours' }, { which: 'private', status: 404 }],
    malformed: [{ files: async () => ({ photo: await makeImage() }), message: 'Send the image under the field pic' }, { files: async () => ({}), message: 'No image was sent under the field pic' }],
  },
  [`PUT ${PIC}/{picId}/`]: {
    params: yarnParams, files: image,
    others: [{ which: 'public', status: 403, message: 'This picture is not yours' }, { which: 'private', status: 404 }],
    malformed: [{ files: async () => ({}), message: 'No image was sent under the field pic' }, { params: { picId: 'zz' }, files: image }],
  },
  [`DELETE ${PIC}/{picId}/`]: {
    params: yarnParams,
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ params: { picId: 'zz' } }],
  },

  [`GET ${COL}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }, { which: 'public', status: 200 }], malformed: [{ params: { id: 'q' } }] },
  [`GET ${COL}/public/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }], malformed: [{ params: { id: 'q' } }] },
  [`GET ${COL}/info/{colorId}/`]: { params: yarnParams, others: [{ which: 'private', status: 404, message: 'Colour not found' }, { which: 'public', status: 200 }], malformed: [{ params: { colorId: 'q' } }] },
  [`GET ${COL}/info/public/{colorId}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }], malformed: [{ params: { colorId: 'q' } }] },
  [`POST ${COL}/`]: {
    params: yarnParams,
    body: () => ({ text_description: 'Intruder', code_description: 'X' }),
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ json: { text_description: ['a'] } }, { json: {}, message: 'A colour needs a description or a code' }, { raw: '{{' }],
  },
  [`PUT ${COL}/{colorId}/`]: {
    params: yarnParams,
    body: () => ({ text_description: 'Changed' }),
    others: [{ which: 'public', status: 403, message: 'This colour is not yours' }, { which: 'private', status: 404 }],
    malformed: [{ json: { code_description: true } }, { json: { text_description: ' ', code_description: '' }, message: 'A colour needs a description or a code' }, { params: { colorId: 'q' }, json: {} }],
  },
  [`DELETE ${COL}/{colorId}/`]: {
    params: yarnParams,
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ params: { colorId: 'q' } }],
  },
  [`GET ${COL}/pic/{colorId}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }, { which: 'public', status: 200 }], malformed: [{ params: { colorId: 'q' } }] },
  [`GET ${COL}/pic/public/{colorId}/`]: { params: yarnParams, others: [{ which: 'private', status: 404 }], malformed: [{ params: { colorId: 'q' } }] },
  [`POST ${COL}/{colorId}/pic/`]: {
    params: yarnParams, files: colourImage,
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ files: image, message: 'Send the image under the field colorPic' }, { files: async () => ({}) }],
  },
  [`DELETE ${COL}/{colorId}/pic/`]: {
    params: yarnParams,
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ params: { colorId: 'q' } }],
  },

  'GET /calc/': {},
  'GET /calc/public/': {},
  'POST /calc/': {
    body: () => ({ name: 'Should not exist' }),
    malformed: [
      { json: { tension_rows: 'many' }, message: 'tension_rows is not valid' },
      { json: { tension_rows: -1 }, message: 'tensionRows must be a whole number of at least 0' },
      { json: { result_width: 2.5, result_rows: 1.5 }, message: 'resultRows must be a whole number of at least 0' },
      { json: { name: '  ' }, message: 'The name cannot be empty' },
      { json: { name: 12 }, message: 'name must be text' },
      { raw: 'null' },
    ],
  },
  'PUT /calc/{id}/': {
    params: calcParams,
    body: () => ({ name: 'Hijacked', tension_rows: 99 }),
    others: [{ which: 'public', status: 403, message: 'This calculator is not yours' }, { which: 'private', status: 404, message: 'Calculator not found' }],
    malformed: [
      { json: { name: '' }, message: 'The name cannot be empty' },
      { json: { result_height: -2 }, message: 'resultHeight must be a number of at least 0' },
      { json: { id: 999999999, name: 'x' }, message: 'The id in the body does not match the path' },
      { json: { visibility: 'everyone' }, message: 'Visibility must be public or private' },
      { params: { id: 'abc' }, json: { name: 'x' }, message: 'id must be a positive whole number' },
    ],
  },
  'DELETE /calc/{id}/': {
    params: calcParams,
    others: [{ which: 'public', status: 403 }, { which: 'private', status: 404 }],
    malformed: [{ params: { id: '1e3' } }],
  },
  'GET /openapi.json': {},
};

const pendingName = uniqueName('pend');

export function fill(path: string, params: Params): string {
  return `/api/v1${path.replace(/\{(\w+)\}/g, (_m, k: string) => {
    if (params[k] === undefined) throw new Error(`no value for {${k}} in ${path}`);
    return encodeURIComponent(String(params[k]));
  })}`;
}

const SNAPSHOT = `{
  me { username email name bio country city visibility preferredUnit lastUpdated pictureUrl backgroundUrl }
  myKnitItems(first: 100) { nodes { id: databaseId type name producer madeIn content weight yardage needleSize notes tags visibility lastUpdated
    pictures { id: databaseId url } colours { id: databaseId textDescription codeDescription pictureUrl } } }
  myCalculators(first: 100) { nodes { id: databaseId name type visibility lastUpdated tensionRows tensionWidth tensionStitches tensionHeight
    resultRows resultWidth resultStitches resultHeight } }
}`;

/** What `snapshot` checks of SNAPSHOT's answer: the fixture is all there. */
interface Snapshot { me: Pick<User, 'pictureUrl'>; myKnitItems: { nodes: unknown[] }; myCalculators: { nodes: unknown[] } }

/**
 * Everything of the owner that any refused call might have touched, read in one GraphQL request with the
 * owner's token (so a revoked token shows too). Image URLs are cut to their path (/images/<image id>):
 * a replaced image gets a new id, while the signature of a private URL moves with the clock.
 */
export async function snapshot(fx: Fx): Promise<unknown> {
  const r = await gql(SNAPSHOT, {}, { token: fx.owner.token });
  if (r.errors) throw new Error(`snapshot failed: ${JSON.stringify(r.errors)}`);
  const text = JSON.stringify(r.data).replace(/(\/images\/\d+(?:\/thumb)?)\?[^"]*/g, '$1');
  const data = JSON.parse(text) as Snapshot;
  if (data.myKnitItems.nodes.length < 2 || data.myCalculators.nodes.length < 2 || !data.me.pictureUrl) throw new Error('snapshot misses the fixture');
  return data;
}
