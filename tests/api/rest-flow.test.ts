/** The original web client's story, over real HTTP on /api/v1. */
import { makeImage, newUser, uniqueName } from '../helpers/api';
import { RestClient, visitor } from '../helpers/rest';
import * as story from '../helpers/rest-story';
import type { RestBody, RestError } from '../helpers/types';

type Items = RestBody<'getKnitBy_type'>;
type Calcs = RestBody<'getCalc'>;
type UserInfo = RestBody<'getUserBy_username'>;

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(60_000);

describe('the legacy client story', () => {
  test('log in, yarn, pictures, colours, calculators, profile, password, public reads, logout', async () => {
    const s = await story.logIn();
    for (const chapter of [story.yarn, story.pictures, story.colours, story.calculators, story.profile, story.publicReads, story.password, story.deleteYarn]) {
      await chapter(s);
    }
  });

  test('registration over REST logs in; a taken username is 409', async () => {
    const c = new RestClient();
    await c.fetchXsrf();
    const username = uniqueName('reg');
    const r = await c.post<RestBody<'postAccountRegistration'>>('/api/v1/account/registration/', { username, email: `${username}@knit.design`, password: 'long enough pw' });
    expect(r.status).toBe(200);
    expect(r.body.tokens.accessToken).toEqual(expect.any(String));
    expect(c.cookies.get('purlwise_refresh')).toBeTruthy();
    c.token = r.body.tokens.accessToken;
    expect((await c.get<UserInfo>(`/api/v1/user/${username}/`)).body.data.email).toBe(`${username}@knit.design`);
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
      const r = await c.post<RestBody<'postKnitBy_type'>>(`/api/v1/knit/${type}/`, { name: `A ${type}`, notes: 'Cast on 80', tags: ['a', ' b '], visibility: 'PRIVATE' });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(`${type[0].toUpperCase()}${type.slice(1)} created`);
      const list = await c.get<Items>(`/api/v1/knit/${type}/`);
      expect(list.body.data).toEqual([{ id: r.body.id, owner: c.user!.username, last_updated: expect.any(String) as unknown, name: `A ${type}`, notes: 'Cast on 80', tags: 'a, b', visibility: 'Private' }]);
      expect((await c.get<Items>(`/api/v1/knit/${type}/public/`)).body.data.find((i: { id: number }) => i.id === r.body.id)).toBeUndefined();
    }
    const bad = await c.get('/api/v1/knit/sock/');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The item type must be yarn, pattern, detail or model' });
  });

  test('a missing visibility means Public on creation; a yarn of one type is not found under another', async () => {
    const c = new RestClient(await newUser('vis'));
    const r = await c.post<RestBody<'postKnitBy_type'>>('/api/v1/knit/yarn/', { name: 'No vis' });
    expect((await c.get<Items>('/api/v1/knit/yarn/')).body.data[0]).toMatchObject({ id: r.body.id, visibility: 'Public', tags: '', producer: '' });
    const wrongType = await c.put(`/api/v1/knit/pattern/${r.body.id}/`, { name: 'x' });
    expect(wrongType.status).toBe(404);
    expect((await c.get<Items>('/api/v1/knit/yarn/')).body.data[0].name).toBe('No vis');
  });

  test('image uploads: too large is 413, not an image is 415, wrong field is 400', async () => {
    const c = new RestClient(await newUser('img'));
    const yarn = await c.post<RestBody<'postKnitBy_type'>>('/api/v1/knit/yarn/', { name: 'For pictures' });
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
      expect((await c.get<UserInfo>(`/api/v1/user/${u}/`)).body.data.preferred_unit).toBe(shown);
    }
    const badUnit = await c.put(`/api/v1/user/${u}/`, { preferred_unit: 'furlongs' });
    expect(badUnit.status).toBe(400);
    expect(badUnit.body).toEqual({ message: 'Preferred unit must be Metric or Imperial' });
    // All or nothing: a bad unit with good profile fields changes neither.
    const mixed = await c.put(`/api/v1/user/${u}/`, { name: 'Should not stick', preferred_unit: 'parsecs' });
    expect(mixed.status).toBe(400);
    expect((await c.get<UserInfo>(`/api/v1/user/${u}/`)).body.data).toMatchObject({ name: '', preferred_unit: 'Imperial' });
    expect((await c.put(`/api/v1/user/${u}/`, { email: 'nope' })).body).toEqual({ message: 'Email is not correct' });
    expect((await c.put(`/api/v1/user/${u}/`, { visibility: 'secret' })).body).toEqual({ message: 'Visibility must be public or private' });
    expect((await c.put(`/api/v1/user/${u}/`, { username: 'someone-else', name: 'x' })).body).toEqual({ message: 'The username cannot be changed' });
    expect((await c.put(`/api/v1/user/${u.toUpperCase()}/`, { username: u.toUpperCase(), visibility: 'PRIVATE' })).status).toBe(200);
    const g = await visitor();
    const hidden = await g.get(`/api/v1/user/${u}/`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'User not found' });
    expect((await c.get<UserInfo>(`/api/v1/user/${u}/`)).body.data.visibility).toBe('private');
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
    expect((await c.get<Calcs>('/api/v1/calc/')).body.data).toEqual([]);
    expect((await c.post('/api/v1/calc/', {})).status).toBe(200);
  });

  test('unknown routes are 404 JSON; malformed JSON is 400', async () => {
    const c = new RestClient(await newUser('misc'));
    const r = await c.get<RestError>('/api/v1/nowhere/');
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/No such route/);
    const bad = await c.call('POST', '/api/v1/calc/', { raw: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON' });
    expect((await c.get<Calcs>('/api/v1/calc/')).body.data).toEqual([]);
  });
});
