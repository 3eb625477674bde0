/** The original web client's story, over real HTTP on /api/v1. */
import sharp from 'sharp';
import { makeImage, newUser, uniqueName } from '../helpers/api';
import { RestClient, visitor } from '../helpers/rest';

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(60_000);

const YARN = {
  name: 'Merino Soft', producer: 'Drops', made_in: 'Peru', content: '100% merino', weight: '50 g',
  yardage: '105 m', needle_size: '4 mm', tags: ' soft ,warm,, merino ', visibility: 'Public',
};

async function decoded(bytes: Buffer) {
  return sharp(bytes).metadata();
}

describe('the legacy client story', () => {
  test('log in, yarn, pictures, colours, calculators, profile, password, public reads, logout', async () => {
    const account = await newUser('flow');
    const client = new RestClient();

    // XSRF first, then log in: the refresh cookie and the access token arrive.
    const x = await client.call('GET', '/api/v1/account/get-xsrf/');
    expect(x.status).toBe(200);
    expect(typeof x.body.Xsrf_Token).toBe('string');
    const setCookie = x.headers.getSetCookie().find((c) => c.startsWith('xsrf-token='))!;
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    client.xsrf = x.body.Xsrf_Token;
    const login = await client.post('/api/v1/account/login/', { username: account.username, password: account.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ tokens: { accessToken: expect.any(String) }, message: expect.any(String) });
    expect(client.cookies.get('purlwise_refresh')).toBeTruthy();
    client.token = login.body.tokens.accessToken;

    // A yarn.
    const made = await client.post('/api/v1/knit/yarn/', YARN);
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ id: expect.any(Number), message: 'Yarn created' });
    const yarnId = made.body.id;
    const mine = await client.get('/api/v1/knit/yarn/');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([{
      id: yarnId, owner: account.username, last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      name: 'Merino Soft', producer: 'Drops', made_in: 'Peru', content: '100% merino', weight: '50 g',
      yardage: '105 m', needle_size: '4 mm', tags: 'soft, warm, merino', visibility: 'Public',
    }]);
    // The other types are separate lists.
    expect((await client.get('/api/v1/knit/pattern/')).body.data).toEqual([]);

    // Update (the yarn body adds id), trailing slash optional.
    const upd = await client.put(`/api/v1/knit/yarn/${yarnId}`, { ...YARN, id: yarnId, name: 'Merino Extra', visibility: 'public' });
    expect(upd.status).toBe(200);
    expect(upd.body).toEqual({ message: 'Yarn updated' });
    expect((await client.get('/api/v1/knit/yarn')).body.data[0].name).toBe('Merino Extra');

    // Two pictures of different sizes and formats.
    const png = await makeImage('png', 64, 48);
    const jpeg = await makeImage('jpeg', 120, 90);
    const p1 = await client.call('POST', `/api/v1/knit/yarn/${yarnId}/pic/`, { files: { pic: png } });
    expect(p1.status).toBe(200);
    expect(p1.body).toEqual({ id: expect.any(Number), message: 'Picture uploaded' });
    const p2 = await client.call('POST', `/api/v1/knit/yarn/${yarnId}/pic`, { files: { pic: jpeg } });
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
    expect((await client.get(`/api/v1/knit/yarn/${yarnId}/pic/`)).body.data).toEqual([p1.body.id, p2.body.id]);
    const img1b = await client.get(`/api/v1/knit/yarn/${yarnId}/pic/${p1.body.id}/`);
    expect(img1b.headers.get('content-type')).toBe('image/webp');
    expect(await decoded(img1b.bytes)).toMatchObject({ format: 'webp', width: 30, height: 20 });

    // A colour with a picture; edit it, drop its picture, delete it.
    const col = await client.post(`/api/v1/knit/yarn/${yarnId}/color/`, { text_description: 'Forest green', code_description: 'G-12' });
    expect(col.status).toBe(200);
    expect(col.body).toEqual({ id: expect.any(Number), message: 'Colour created' });
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
    expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/info/${colourId}`)).body.data).toEqual({ id: colourId, text_description: 'Moss', code_description: 'G-13' });
    // A second colour stays, so the public reads below have something.
    const col2 = await client.post(`/api/v1/knit/yarn/${yarnId}/color/`, { text_description: 'Sky', code_description: '' });
    await client.call('POST', `/api/v1/knit/yarn/${yarnId}/color/${col2.body.id}/pic/`, { files: { colorPic: await makeImage('gif', 10, 12) } });
    expect((await client.del(`/api/v1/knit/yarn/${yarnId}/color/${colourId}/pic/`)).body).toEqual({ message: 'Colour picture deleted' });
    expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/pic/${colourId}/`)).status).toBe(404);
    expect((await client.del(`/api/v1/knit/yarn/${yarnId}/color/${colourId}/`)).body).toEqual({ message: 'Colour deleted' });
    expect((await client.get(`/api/v1/knit/yarn/${yarnId}/color/`)).body).toEqual({ data: [col2.body.id] });

    // Calculators: add, apply, rename, copy, delete.
    const add = await client.post('/api/v1/calc/', {
      name: 'New Calc', type: 0, visibility: 'Public',
      tension_rows: 0, tension_width: 0, tension_stitches: 0, tension_height: 0, result_rows: 0, result_width: 0, result_stitches: 0, result_height: 0,
    });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ id: expect.any(Number), message: 'Calculator created' });
    const calcId = add.body.id;
    const measures = { tension_rows: 30, tension_width: 10, tension_stitches: 22, tension_height: 10.5, result_rows: 90, result_width: 30, result_stitches: 44, result_height: 21 };
    const apply = await client.put(`/api/v1/calc/${calcId}/`, { id: calcId, ...measures });
    expect(apply.body).toEqual({ message: 'Calculator updated' });
    let calcs = (await client.get('/api/v1/calc/')).body.data;
    expect(calcs).toEqual([{ id: calcId, name: 'New Calc', type: 0, visibility: 'Public', last_updated: expect.any(String), ...measures }]);
    const rename = await client.put(`/api/v1/calc/${calcId}`, { ...calcs[0], name: '  Sweater body ' });
    expect(rename.status).toBe(200);
    calcs = (await client.get('/api/v1/calc')).body.data;
    expect(calcs[0]).toMatchObject({ name: 'Sweater body', ...measures });
    const copy = await client.post('/api/v1/calc/', { ...calcs[0], id: undefined, name: `Copy of ${calcs[0].name}` });
    expect(copy.status).toBe(200);
    calcs = (await client.get('/api/v1/calc/')).body.data;
    expect(calcs.map((c: { id: number }) => c.id)).toEqual([calcId, copy.body.id]);
    expect(calcs[1]).toMatchObject({ name: 'Copy of Sweater body', ...measures });
    expect((await client.del(`/api/v1/calc/${copy.body.id}/`)).body).toEqual({ message: 'Calculator deleted' });
    expect((await client.get('/api/v1/calc/')).body.data.map((c: { id: number }) => c.id)).toEqual([calcId]);

    // User info, preferred unit alone, pictures.
    const info = await client.get(`/api/v1/user/${account.username}/`);
    expect(info.body.data).toEqual({
      username: account.username, email: account.email, name: '', bio: '', country: '', city: '',
      visibility: 'public', preferred_unit: 'Metric', last_updated: expect.any(String),
    });
    const put = await client.put(`/api/v1/user/${account.username}/`, {
      username: account.username, email: `new.${account.email}`, name: 'Ann Knit', bio: 'Loves socks', country: 'France', city: 'Lyon', visibility: 'Public',
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: 'User info updated' });
    const unit = await client.put(`/api/v1/user/${account.username}`, { preferred_unit: 'Impérial' });
    expect(unit.body).toEqual({ message: 'Preferred unit updated' });
    expect((await client.get(`/api/v1/user/${account.username}`)).body.data).toMatchObject({
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

    // Everything public, read by a visitor (who still sends no token).
    const guest = await visitor();
    const feed = await guest.get('/api/v1/knit/yarn/public/');
    expect(feed.status).toBe(200);
    expect(feed.body.data.find((y: { id: number }) => y.id === yarnId)).toMatchObject({ name: 'Merino Extra', owner: account.username, tags: 'soft, warm, merino' });
    expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/pic/public/`)).body).toEqual({ data: [p1.body.id, p2.body.id] });
    const pubImg = await guest.get(`/api/v1/knit/yarn/${yarnId}/pic/public/${p2.body.id}/`);
    expect(pubImg.headers.get('content-type')).toBe('image/jpeg');
    expect(await decoded(pubImg.bytes)).toMatchObject({ width: 120, height: 90 });
    expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/color/public/`)).body).toEqual({ data: [col2.body.id] });
    expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/color/info/public/${col2.body.id}/`)).body.data).toEqual({ id: col2.body.id, text_description: 'Sky', code_description: '' });
    const pubCol = await guest.get(`/api/v1/knit/yarn/${yarnId}/color/pic/public/${col2.body.id}/`);
    expect(pubCol.headers.get('content-type')).toBe('image/gif');
    expect(await decoded(pubCol.bytes)).toMatchObject({ width: 10, height: 12 });
    expect((await guest.get('/api/v1/calc/public/')).body.data.map((c: { id: number }) => c.id)).toContain(calcId);
    const pubInfo = await guest.get(`/api/v1/user/${account.username}/`);
    expect(pubInfo.body.data).toEqual({ username: account.username, name: 'Ann Knit', bio: 'Loves socks', country: 'France', city: 'Lyon', visibility: 'public', last_updated: expect.any(String) });
    expect((await guest.get(`/api/v1/user/pic/${account.username}/`)).status).toBe(200);

    // Change the password: a new token; the old one is refused afterwards.
    const oldToken = client.token;
    const pw = await client.post(`/api/v1/user/setpassword/${account.username}/`, { currentPassword: account.password, newPassword: 'brand new password' });
    expect(pw.status).toBe(200);
    expect(pw.body).toEqual({ tokens: { accessToken: expect.any(String) }, message: 'Password changed' });
    expect((await client.get('/api/v1/calc/', { token: oldToken })).status).toBe(401);
    client.token = pw.body.tokens.accessToken;
    expect((await client.get('/api/v1/calc/')).status).toBe(200);

    // Refresh works with the new session cookie, then logout; refresh is refused afterwards.
    const ref = await client.get('/api/v1/account/refresh/');
    expect(ref.status).toBe(200);
    expect(ref.body.tokens.accessToken).toEqual(expect.any(String));
    const out = await client.post('/api/v1/account/logout/');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    const after = await client.get('/api/v1/account/refresh/');
    expect(after.status).toBe(401);
    expect(after.body.message).toEqual(expect.any(String));

    // Deleting the yarn takes its pictures and colours with it.
    const relog = await client.post('/api/v1/account/login', { username: account.username, password: 'brand new password' });
    client.token = relog.body.tokens.accessToken;
    expect((await client.del(`/api/v1/knit/yarn/${yarnId}/`)).body).toEqual({ message: 'Yarn deleted' });
    expect((await client.get(`/api/v1/knit/yarn/${yarnId}/pic/`)).status).toBe(404);
    expect((await guest.get(`/api/v1/knit/yarn/${yarnId}/pic/public/${p2.body.id}/`)).status).toBe(404);
    expect((await client.get('/api/v1/knit/yarn/')).body.data).toEqual([]);
  });

  test('registration over REST logs in; a taken username is 409', async () => {
    const c = new RestClient();
    await c.fetchXsrf();
    const username = uniqueName('reg');
    const r = await c.post('/api/v1/account/registration/', { username, email: `${username}@knit.design`, password: 'long enough pw' });
    expect(r.status).toBe(200);
    expect(r.body.tokens.accessToken).toEqual(expect.any(String));
    expect(c.cookies.get('purlwise_refresh')).toBeTruthy();
    c.token = r.body.tokens.accessToken;
    expect((await c.get(`/api/v1/user/${username}/`)).body.data.email).toBe(`${username}@knit.design`);
    const again = await c.post('/api/v1/account/registration/', { username: username.toUpperCase(), email: 'a@b.org', password: 'long enough pw' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This username is already taken' });
    const bad = await c.post('/api/v1/account/registration/', { username: uniqueName(), email: 'not-an-email', password: 'long enough pw' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Email is not correct' });
  });

  test('login failures: wrong password 401, empty fields 400 with the form messages', async () => {
    const u = await newUser('lf');
    const c = new RestClient();
    const wrong = await c.post('/api/v1/account/login/', { username: u.username, password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Wrong username or password' });
    expect((await c.post('/api/v1/account/login/', { username: '', password: 'x' })).body).toEqual({ message: 'Username is empty' });
    expect((await c.post('/api/v1/account/login/', { username: u.username, password: '' })).body).toEqual({ message: 'Password is empty' });
  });

  test('password change checks keep their messages', async () => {
    const c = new RestClient(await newUser('pw'));
    const path = `/api/v1/user/setpassword/${c.user!.username}/`;
    expect((await c.post(path, { currentPassword: '', newPassword: 'x' })).body).toEqual({ message: 'Current password is empty' });
    expect((await c.post(path, { currentPassword: c.user!.password, newPassword: c.user!.password })).body).toEqual({ message: 'The new password must be different from the current one' });
    const wrong = await c.post(path, { currentPassword: 'not it at all', newPassword: 'another long one' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'The current password is not correct' });
    // Nothing changed: the token still works.
    expect((await c.get('/api/v1/calc/')).status).toBe(200);
  });

  test('other knit types carry their notes; tags may come as a list', async () => {
    const c = new RestClient(await newUser('kt'));
    for (const type of ['pattern', 'detail', 'model']) {
      const r = await c.post(`/api/v1/knit/${type}/`, { name: `A ${type}`, notes: 'Cast on 80', tags: ['a', ' b '], visibility: 'PRIVATE' });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(`${type[0].toUpperCase()}${type.slice(1)} created`);
      const list = await c.get(`/api/v1/knit/${type}/`);
      expect(list.body.data).toEqual([{ id: r.body.id, owner: c.user!.username, last_updated: expect.any(String), name: `A ${type}`, notes: 'Cast on 80', tags: 'a, b', visibility: 'Private' }]);
      expect((await c.get(`/api/v1/knit/${type}/public/`)).body.data.find((i: { id: number }) => i.id === r.body.id)).toBeUndefined();
    }
    const bad = await c.get('/api/v1/knit/sock/');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The item type must be yarn, pattern, detail or model' });
  });

  test('a missing visibility means Public on creation; a yarn of one type is not found under another', async () => {
    const c = new RestClient(await newUser('vis'));
    const r = await c.post('/api/v1/knit/yarn/', { name: 'No vis' });
    expect((await c.get('/api/v1/knit/yarn/')).body.data[0]).toMatchObject({ id: r.body.id, visibility: 'Public', tags: '', producer: '' });
    const wrongType = await c.put(`/api/v1/knit/pattern/${r.body.id}/`, { name: 'x' });
    expect(wrongType.status).toBe(404);
    expect((await c.get('/api/v1/knit/yarn/')).body.data[0].name).toBe('No vis');
  });

  test('image uploads: too large is 413, not an image is 415, wrong field is 400', async () => {
    const c = new RestClient(await newUser('img'));
    const yarn = await c.post('/api/v1/knit/yarn/', { name: 'For pictures' });
    const base = `/api/v1/knit/yarn/${yarn.body.id}/pic/`;
    const huge = Buffer.alloc(10 * 1024 * 1024 + 100, 1);
    const big = await c.call('POST', base, { files: { pic: huge } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'Images may be at most 10 MB' });
    const text = await c.call('POST', base, { files: { pic: Buffer.from('just some text, not an image') } });
    expect(text.status).toBe(415);
    const wrong = await c.call('POST', base, { files: { picture: await makeImage() } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Send the image under the field pic' });
    const none = await c.call('POST', base, { files: {} });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: 'No image was sent under the field pic' });
    expect((await c.get(base)).body).toEqual({ data: [] });
  });

  test('user image paths: unsupported type and missing username', async () => {
    const c = new RestClient(await newUser('uimg'));
    const u = c.user!.username;
    const t = await c.call('POST', `/api/v1/user/avatar/${u}/`, { files: { pic: await makeImage() } });
    expect(t.status).toBe(400);
    expect(t.body).toEqual({ message: 'Image type avatar is not supported' });
    expect((await c.get(`/api/v1/user/avatar/${u}/`)).body).toEqual({ message: 'Image type avatar is not supported' });
    expect((await c.del(`/api/v1/user/avatar/${u}/`)).body).toEqual({ message: 'Image type avatar is not supported' });
    expect((await c.call('POST', '/api/v1/user/pic/', { files: { pic: await makeImage() } })).body).toEqual({ message: 'Username is not provided' });
    expect((await c.del('/api/v1/user/back/')).body).toEqual({ message: 'Username is not provided' });
    expect((await c.get('/api/v1/user/')).body).toEqual({ message: 'Username is not provided' });
    expect((await c.put('/api/v1/user/', { name: 'x' })).body).toEqual({ message: 'Username is not provided' });
    expect((await c.post('/api/v1/user/setpassword/', { currentPassword: 'a', newPassword: 'b' })).body).toEqual({ message: 'Username is not provided' });
    const wrongField = await c.call('POST', `/api/v1/user/pic/${u}/`, { files: { back: await makeImage() } });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ message: 'Send the image under the field pic' });
  });

  test('user info: preferred unit spellings, bad values refused, username cannot change, private profile hidden', async () => {
    const c = new RestClient(await newUser('uinfo'));
    const u = c.user!.username;
    for (const [sent, shown] of [['imperial', 'Imperial'], ['METRIC', 'Metric'], ['Métrique', 'Metric'], ['Imperial', 'Imperial']]) {
      expect((await c.put(`/api/v1/user/${u}/`, { preferred_unit: sent })).status).toBe(200);
      expect((await c.get(`/api/v1/user/${u}/`)).body.data.preferred_unit).toBe(shown);
    }
    const badUnit = await c.put(`/api/v1/user/${u}/`, { preferred_unit: 'furlongs' });
    expect(badUnit.status).toBe(400);
    expect(badUnit.body).toEqual({ message: 'Preferred unit must be Metric or Imperial' });
    // All or nothing: a bad unit with good profile fields changes neither.
    const mixed = await c.put(`/api/v1/user/${u}/`, { name: 'Should not stick', preferred_unit: 'parsecs' });
    expect(mixed.status).toBe(400);
    expect((await c.get(`/api/v1/user/${u}/`)).body.data).toMatchObject({ name: '', preferred_unit: 'Imperial' });
    expect((await c.put(`/api/v1/user/${u}/`, { email: 'nope' })).body).toEqual({ message: 'Email is not correct' });
    expect((await c.put(`/api/v1/user/${u}/`, { visibility: 'secret' })).body).toEqual({ message: 'Visibility must be public or private' });
    expect((await c.put(`/api/v1/user/${u}/`, { username: 'someone-else', name: 'x' })).body).toEqual({ message: 'The username cannot be changed' });
    expect((await c.put(`/api/v1/user/${u.toUpperCase()}/`, { username: u.toUpperCase(), visibility: 'PRIVATE' })).status).toBe(200);
    const g = await visitor();
    const hidden = await g.get(`/api/v1/user/${u}/`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'User not found' });
    expect((await c.get(`/api/v1/user/${u}/`)).body.data.visibility).toBe('private');
  });

  test('XSRF: the token is reused while valid; a forged or mismatched one is refused', async () => {
    const c = new RestClient(await newUser('xs'));
    const t1 = await c.fetchXsrf();
    const t2 = await c.fetchXsrf();
    expect(t2).toBe(t1);
    const forged = `${t1.split('.')[0]}.AAAA${t1.split('.')[1].slice(4)}`;
    c.cookies.set('xsrf-token', forged);
    const r = await c.post('/api/v1/calc/', {}, { xsrf: forged });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'Invalid or missing XSRF token' });
    // get-xsrf replaces a forged cookie with a fresh, valid token.
    const t3 = await c.fetchXsrf();
    expect(t3).not.toBe(forged);
    const other = await visitor();
    const mismatch = await c.post('/api/v1/calc/', {}, { xsrf: other.xsrf });
    expect(mismatch.status).toBe(403);
    expect((await c.get('/api/v1/calc/')).body.data).toEqual([]);
    expect((await c.post('/api/v1/calc/', {})).status).toBe(200);
  });

  test('unknown routes are 404 JSON; malformed JSON is 400', async () => {
    const c = new RestClient(await newUser('misc'));
    const r = await c.get('/api/v1/nowhere/');
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/No such route/);
    const bad = await c.call('POST', '/api/v1/calc/', { raw: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON' });
    expect((await c.get('/api/v1/calc/')).body.data).toEqual([]);
  });
});
