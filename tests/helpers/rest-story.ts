/** The legacy client story of tests/api/rest-flow.test.ts, chapter by chapter, over real HTTP on /api/v1. */
import sharp from 'sharp';
import { makeImage, newUser, type TestUser } from '../helpers/api';
import { RestClient, visitor } from '../helpers/rest';
import type { RestBody } from '../helpers/types';

type Items = RestBody<'getKnitBy_type'>;
type Ids = RestBody<'getKnitBy_typeBy_idPic'>;
type Calcs = RestBody<'getCalc'>;
type UserInfo = RestBody<'getUserBy_username'>;
type Tokens = RestBody<'postAccountLogin'>;

export const YARN = {
  name: 'Merino Soft', producer: 'Drops', made_in: 'Peru', content: '100% merino', weight: '50 g',
  yardage: '105 m', needle_size: '4 mm', tags: ' soft ,warm,, merino ', visibility: 'Public',
};

/** What the chapters hand on: the account, its client, and the ids made so far. */
export interface Story { account: TestUser; client: RestClient; guest: RestClient; yarnId: number; p1: number; p2: number; col2: number; calcId: number }

async function decoded(bytes: Buffer) {
  return sharp(bytes).metadata();
}

/** XSRF first, then log in: the refresh cookie and the access token arrive. */
export async function logIn(): Promise<Story> {
  const account = await newUser('flow');
  const client = new RestClient();
  // XSRF first, then log in: the refresh cookie and the access token arrive.
  const x = await client.call<RestBody<'getAccountGetXsrf'>>('GET', '/api/v1/account/get-xsrf/');
  expect(x.status).toBe(200);
  expect(typeof x.body.Xsrf_Token).toBe('string');
  const setCookie = x.headers.getSetCookie().find((c) => c.startsWith('xsrf-token='))!;
  expect(setCookie).toMatch(/SameSite=Strict/i);
  expect(setCookie).not.toMatch(/HttpOnly/i);
  client.xsrf = x.body.Xsrf_Token;
  const login = await client.post<Tokens>('/api/v1/account/login/', { username: account.username, password: account.password });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ tokens: { accessToken: expect.any(String) as unknown }, message: expect.any(String) as unknown });
  expect(client.cookies.get('purlwise_refresh')).toBeTruthy();
  client.token = login.body.tokens.accessToken;
  return { account, client, guest: client, yarnId: 0, p1: 0, p2: 0, col2: 0, calcId: 0 };
}

/** A yarn: created, listed apart from the other types, updated. */
export async function yarn(s: Story): Promise<void> {
  const { account, client } = s;
  // A yarn.
  const made = await client.post<RestBody<'postKnitBy_type'>>('/api/v1/knit/yarn/', YARN);
  expect(made.status).toBe(200);
  expect(made.body).toEqual({ id: expect.any(Number) as unknown, message: 'Yarn created' });
  const yarnId = made.body.id;
  const mine = await client.get<Items>('/api/v1/knit/yarn/');
  expect(mine.status).toBe(200);
  expect(mine.body.data).toEqual([{
    id: yarnId, owner: account.username, last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    name: 'Merino Soft', producer: 'Drops', made_in: 'Peru', content: '100% merino', weight: '50 g',
    yardage: '105 m', needle_size: '4 mm', tags: 'soft, warm, merino', visibility: 'Public',
  }]);
  // The other types are separate lists.
  expect((await client.get<Items>('/api/v1/knit/pattern/')).body.data).toEqual([]);

  // Update (the yarn body adds id), trailing slash optional.
  const upd = await client.put(`/api/v1/knit/yarn/${yarnId}`, { ...YARN, id: yarnId, name: 'Merino Extra', visibility: 'public' });
  expect(upd.status).toBe(200);
  expect(upd.body).toEqual({ message: 'Yarn updated' });
  expect((await client.get<Items>('/api/v1/knit/yarn')).body.data[0].name).toBe('Merino Extra');
  s.yarnId = yarnId;
}

/** Two pictures of different formats; a conditional GET; a replacement keeps the id. */
export async function pictures(s: Story): Promise<void> {
  const { client, yarnId } = s;
  // Two pictures of different sizes and formats.
  const png = await makeImage('png', 64, 48);
  const jpeg = await makeImage('jpeg', 120, 90);
  const p1 = await client.call<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/api/v1/knit/yarn/${yarnId}/pic/`, { files: { pic: png } });
  expect(p1.status).toBe(200);
  expect(p1.body).toEqual({ id: expect.any(Number) as unknown, message: 'Picture uploaded' });
  const p2 = await client.call<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/api/v1/knit/yarn/${yarnId}/pic`, { files: { pic: jpeg } });
  expect(p2.status).toBe(200);
  const pics = await client.get(`/api/v1/knit/yarn/${yarnId}/pic/`);
  expect(pics.body).toEqual({ data: [p1.body.id, p2.body.id] });
  const img1 = await client.get(`/api/v1/knit/yarn/${yarnId}/pic/${p1.body.id}/`);
  expect(img1.status).toBe(200);
  expect(img1.headers.get('content-type')).toBe('image/png');
  expect(img1.headers.get('x-content-type-options')).toBe('nosniff');
  expect(img1.headers.get('etag')).toBeTruthy();
  expect(await decoded(img1.bytes)).toMatchObject({ format: 'png', width: 64, height: 48 });
  const img2 = await client.get(`/api/v1/knit/yarn/${yarnId}/pic/${p2.body.id}`);
  expect(img2.headers.get('content-type')).toBe('image/jpeg');
  expect(await decoded(img2.bytes)).toMatchObject({ format: 'jpeg', width: 120, height: 90 });
  // A conditional GET with the ETag is 304.
  const again = await client.get(`/api/v1/knit/yarn/${yarnId}/pic/${p1.body.id}/`, { headers: { 'if-none-match': img1.headers.get('etag')! } });
  expect(again.status).toBe(304);

  // Replace keeps the id; the bytes change.
  const webp = await makeImage('webp', 30, 20);
  const rep = await client.call('PUT', `/api/v1/knit/yarn/${yarnId}/pic/${p1.body.id}/`, { files: { pic: webp } });
  expect(rep.status).toBe(200);
  expect(rep.body).toEqual({ message: 'Picture replaced' });
  expect((await client.get<Ids>(`/api/v1/knit/yarn/${yarnId}/pic/`)).body.data).toEqual([p1.body.id, p2.body.id]);
  const img1b = await client.get(`/api/v1/knit/yarn/${yarnId}/pic/${p1.body.id}/`);
  expect(img1b.headers.get('content-type')).toBe('image/webp');
  expect(await decoded(img1b.bytes)).toMatchObject({ format: 'webp', width: 30, height: 20 });
  s.p1 = p1.body.id;
  s.p2 = p2.body.id;
}

/** A colour with a picture, edited, its picture dropped, deleted; a second colour stays for the public reads. */
export async function colours(s: Story): Promise<void> {
  const { client, yarnId } = s;
  // A colour with a picture; edit it, drop its picture, delete it.
  const col = await client.post<RestBody<'postKnitBy_typeBy_idColor'>>(`/api/v1/knit/yarn/${yarnId}/color/`, { text_description: 'Forest green', code_description: 'G-12' });
  expect(col.status).toBe(200);
  expect(col.body).toEqual({ id: expect.any(Number) as unknown, message: 'Colour created' });
  const colourId = col.body.id;
  const colPng = await makeImage('png', 40, 40);
  const cp = await client.call('POST', `/api/v1/knit/yarn/${yarnId}/color/${colourId}/pic/`, { files: { colorPic: colPng } });
  expect(cp.status).toBe(200);
  expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/`)).body).toEqual({ data: [colourId] });
  expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/info/${colourId}/`)).body).toEqual({
    data: { id: colourId, text_description: 'Forest green', code_description: 'G-12' },
  });
  const colImg = await client.get(`/api/v1/knit/yarn/${yarnId}/color/pic/${colourId}/`);
  expect(colImg.headers.get('content-type')).toBe('image/png');
  expect(await decoded(colImg.bytes)).toMatchObject({ width: 40, height: 40 });
  const ce = await client.put(`/api/v1/knit/yarn/${yarnId}/color/${colourId}/`, { text_description: 'Moss', code_description: 'G-13' });
  expect(ce.body).toEqual({ message: 'Colour updated' });
  expect((await client.get<RestBody<'getKnitBy_typeBy_idColorInfoBy_colorId'>>(`/api/v1/knit/yarn/${yarnId}/color/info/${colourId}`)).body.data).toEqual({ id: colourId, text_description: 'Moss', code_description: 'G-13' });
  // A second colour stays, so the public reads below have something.
  const col2 = await client.post<RestBody<'postKnitBy_typeBy_idColor'>>(`/api/v1/knit/yarn/${yarnId}/color/`, { text_description: 'Sky', code_description: '' });
  await client.call('POST', `/api/v1/knit/yarn/${yarnId}/color/${col2.body.id}/pic/`, { files: { colorPic: await makeImage('gif', 10, 12) } });
  expect((await client.del(`/api/v1/knit/yarn/${yarnId}/color/${colourId}/pic/`)).body).toEqual({ message: 'Colour picture deleted' });
  expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/pic/${colourId}/`)).status).toBe(404);
  expect((await client.del(`/api/v1/knit/yarn/${yarnId}/color/${colourId}/`)).body).toEqual({ message: 'Colour deleted' });
  expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/`)).body).toEqual({ data: [col2.body.id] });
  s.col2 = col2.body.id;
}

/** Calculators: add, apply, rename, copy, delete. */
export async function calculators(s: Story): Promise<void> {
  const { client } = s;
  // Calculators: add, apply, rename, copy, delete.
  const add = await client.post<RestBody<'postCalc'>>('/api/v1/calc/', {
    name: 'New Calc', type: 0, visibility: 'Public',
    tension_rows: 0, tension_width: 0, tension_stitches: 0, tension_height: 0, result_rows: 0, result_width: 0, result_stitches: 0, result_height: 0,
  });
  expect(add.status).toBe(200);
  expect(add.body).toEqual({ id: expect.any(Number) as unknown, message: 'Calculator created' });
  const calcId = add.body.id;
  const measures = { tension_rows: 30, tension_width: 10, tension_stitches: 22, tension_height: 10.5, result_rows: 90, result_width: 30, result_stitches: 44, result_height: 21 };
  const apply = await client.put(`/api/v1/calc/${calcId}/`, { id: calcId, ...measures });
  expect(apply.body).toEqual({ message: 'Calculator updated' });
  let calcs = (await client.get<Calcs>('/api/v1/calc/')).body.data;
  expect(calcs).toEqual([{ id: calcId, name: 'New Calc', type: 0, visibility: 'Public', last_updated: expect.any(String) as unknown, ...measures }]);
  const rename = await client.put(`/api/v1/calc/${calcId}`, { ...calcs[0], name: '  Sweater body ' });
  expect(rename.status).toBe(200);
  calcs = (await client.get<Calcs>('/api/v1/calc')).body.data;
  expect(calcs[0]).toMatchObject({ name: 'Sweater body', ...measures });
  const copy = await client.post<RestBody<'postCalc'>>('/api/v1/calc/', { ...calcs[0], id: undefined, name: `Copy of ${calcs[0].name}` });
  expect(copy.status).toBe(200);
  calcs = (await client.get<Calcs>('/api/v1/calc/')).body.data;
  expect(calcs.map((c: { id: number }) => c.id)).toEqual([calcId, copy.body.id]);
  expect(calcs[1]).toMatchObject({ name: 'Copy of Sweater body', ...measures });
  expect((await client.del(`/api/v1/calc/${copy.body.id}/`)).body).toEqual({ message: 'Calculator deleted' });
  expect((await client.get<Calcs>('/api/v1/calc/')).body.data.map((c: { id: number }) => c.id)).toEqual([calcId]);
  s.calcId = calcId;
}

/** User info, the preferred unit alone, the profile and background pictures. */
export async function profile(s: Story): Promise<void> {
  const { account, client } = s;
  // User info, preferred unit alone, pictures.
  const info = await client.get<UserInfo>(`/api/v1/user/${account.username}/`);
  expect(info.body.data).toEqual({
    username: account.username, email: account.email, name: '', bio: '', country: '', city: '',
    visibility: 'public', preferred_unit: 'Metric', last_updated: expect.any(String) as unknown,
  });
  const put = await client.put(`/api/v1/user/${account.username}/`, {
    username: account.username, email: `new.${account.email}`, name: 'Ann Knit', bio: 'Loves socks', country: 'France', city: 'Lyon', visibility: 'Public',
  });
  expect(put.status).toBe(200);
  expect(put.body).toEqual({ message: 'User info updated' });
  const unit = await client.put(`/api/v1/user/${account.username}`, { preferred_unit: 'Impérial' });
  expect(unit.body).toEqual({ message: 'Preferred unit updated' });
  expect((await client.get<UserInfo>(`/api/v1/user/${account.username}`)).body.data).toMatchObject({
    email: `new.${account.email}`, name: 'Ann Knit', bio: 'Loves socks', country: 'France', city: 'Lyon', visibility: 'public', preferred_unit: 'Imperial',
  });
  const pic = await makeImage('png', 80, 80);
  const back = await makeImage('jpeg', 200, 100);
  expect((await client.call('POST', `/api/v1/user/pic/${account.username}/`, { files: { pic } })).body).toEqual({ message: 'Picture uploaded' });
  expect((await client.call('POST', `/api/v1/user/back/${account.username}/`, { files: { back } })).status).toBe(200);
  const gotPic = await client.get(`/api/v1/user/pic/${account.username}/`);
  expect(gotPic.headers.get('content-type')).toBe('image/png');
  expect(await decoded(gotPic.bytes)).toMatchObject({ width: 80, height: 80 });
  const gotBack = await client.get(`/api/v1/user/back/${account.username}`);
  expect(gotBack.headers.get('content-type')).toBe('image/jpeg');
  expect(await decoded(gotBack.bytes)).toMatchObject({ width: 200, height: 100 });
  expect((await client.del(`/api/v1/user/back/${account.username}/`)).body).toEqual({ message: 'Picture deleted' });
  expect((await client.get(`/api/v1/user/back/${account.username}/`)).status).toBe(404);
  // The old client's "null file": a POST without a file clears the picture.
  expect((await client.call('POST', `/api/v1/user/pic/${account.username}/`, { files: {} })).body).toEqual({ message: 'Picture deleted' });
  expect((await client.get(`/api/v1/user/pic/${account.username}/`)).status).toBe(404);
  await client.call('POST', `/api/v1/user/pic/${account.username}/`, { files: { pic } });
}

/** Everything public, read by a visitor (who still sends no token). */
export async function publicReads(s: Story): Promise<void> {
  const { account, yarnId, p1, p2, col2, calcId } = s;
  // Everything public, read by a visitor (who still sends no token).
  const guest = await visitor();
  const feed = await guest.get<Items>('/api/v1/knit/yarn/public/');
  expect(feed.status).toBe(200);
  expect(feed.body.data.find((y: { id: number }) => y.id === yarnId)).toMatchObject({ name: 'Merino Extra', owner: account.username, tags: 'soft, warm, merino' });
  expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/pic/public/`)).body).toEqual({ data: [p1, p2] });
  const pubImg = await guest.get(`/api/v1/knit/yarn/${yarnId}/pic/public/${p2}/`);
  expect(pubImg.headers.get('content-type')).toBe('image/jpeg');
  expect(await decoded(pubImg.bytes)).toMatchObject({ width: 120, height: 90 });
  expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/color/public/`)).body).toEqual({ data: [col2] });
  expect((await guest.get<RestBody<'getKnitBy_typeBy_idColorInfoPublicBy_colorId'>>(`/api/v1/knit/yarn/${yarnId}/color/info/public/${col2}/`)).body.data).toEqual({ id: col2, text_description: 'Sky', code_description: '' });
  const pubCol = await guest.get(`/api/v1/knit/yarn/${yarnId}/color/pic/public/${col2}/`);
  expect(pubCol.headers.get('content-type')).toBe('image/gif');
  expect(await decoded(pubCol.bytes)).toMatchObject({ width: 10, height: 12 });
  expect((await guest.get<Calcs>('/api/v1/calc/public/')).body.data.map((c: { id: number }) => c.id)).toContain(calcId);
  const pubInfo = await guest.get<UserInfo>(`/api/v1/user/${account.username}/`);
  expect(pubInfo.body.data).toEqual({ username: account.username, name: 'Ann Knit', bio: 'Loves socks', country: 'France', city: 'Lyon', visibility: 'public', last_updated: expect.any(String) as unknown });
  expect((await guest.get(`/api/v1/user/pic/${account.username}/`)).status).toBe(200);
  s.guest = guest;
}

/** A password change (the old token is refused), then refresh and logout. */
export async function password(s: Story): Promise<void> {
  const { account, client } = s;
  // Change the password: a new token; the old one is refused afterwards.
  const oldToken = client.token;
  const pw = await client.post<RestBody<'postUserSetpasswordBy_username'>>(`/api/v1/user/setpassword/${account.username}/`, { currentPassword: account.password, newPassword: 'brand new password' });
  expect(pw.status).toBe(200);
  expect(pw.body).toEqual({ tokens: { accessToken: expect.any(String) as unknown }, message: 'Password changed' });
  expect((await client.get('/api/v1/calc/', { token: oldToken })).status).toBe(401);
  client.token = pw.body.tokens.accessToken;
  expect((await client.get('/api/v1/calc/')).status).toBe(200);

  // Refresh works with the new session cookie, then logout; refresh is refused afterwards.
  const ref = await client.get<RestBody<'getAccountRefresh'>>('/api/v1/account/refresh/');
  expect(ref.status).toBe(200);
  expect(ref.body.tokens.accessToken).toEqual(expect.any(String));
  const out = await client.post('/api/v1/account/logout/');
  expect(out.status).toBe(200);
  expect(out.body).toEqual({ message: 'Logged out' });
  const after = await client.get<RestBody<'getAccountRefresh', 401>>('/api/v1/account/refresh/');
  expect(after.status).toBe(401);
  expect(after.body.message).toEqual(expect.any(String));
}

/** Deleting the yarn takes its pictures and colours with it. */
export async function deleteYarn(s: Story): Promise<void> {
  const { account, client, yarnId, p2, guest } = s;
  // Deleting the yarn takes its pictures and colours with it.
  const relog = await client.post<Tokens>('/api/v1/account/login', { username: account.username, password: 'brand new password' });
  client.token = relog.body.tokens.accessToken;
  expect((await client.del(`/api/v1/knit/yarn/${yarnId}/`)).body).toEqual({ message: 'Yarn deleted' });
  expect((await client.get(`/api/v1/knit/yarn/${yarnId}/pic/`)).status).toBe(404);
  expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/pic/public/${p2}/`)).status).toBe(404);
  expect((await client.get<Items>('/api/v1/knit/yarn/')).body.data).toEqual([]);
}
