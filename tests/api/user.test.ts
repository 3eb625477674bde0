import sharp from 'sharp';
import { code, get, gql, gqlUpload, makeImage, message, newUser } from '../helpers/api';
import type { User } from '../helpers/types';

const PROFILE = `query($u: String!) { user(username: $u) { username email name bio country city visibility preferredUnit pictureUrl backgroundUrl } }`;
const UPDATE = `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email name bio country city visibility } } }`;
const SET_IMAGE = `mutation($i: SetUserImageInput!) { setUserImage(input: $i) { user { pictureUrl backgroundUrl } } }`;
const CLEAR_IMAGE = `mutation($i: ClearUserImageInput!) { clearUserImage(input: $i) { user { pictureUrl backgroundUrl } } }`;

type Profile = { user: Pick<User, 'username' | 'email' | 'name' | 'bio' | 'country' | 'city' | 'visibility' | 'preferredUnit' | 'pictureUrl' | 'backgroundUrl'> };
type Updated = { updateProfile: { user: Pick<User, 'email' | 'name' | 'bio' | 'country' | 'city' | 'visibility'> } };
type Images = Pick<User, 'pictureUrl' | 'backgroundUrl'>;

describe('users', () => {
  test('me and user(username): the owner sees everything, others never the email', async () => {
    const owner = await newUser();
    const other = await newUser();
    const me = await gql<{ me: Pick<User, 'username' | 'email' | 'preferredUnit'> }>(`{ me { username email preferredUnit } }`, {}, { token: owner.token });
    expect(me.data.me).toEqual({ username: owner.username, email: owner.email, preferredUnit: 'METRIC' });
    const own = await gql<Profile>(PROFILE, { u: owner.username.toUpperCase() }, { token: owner.token });
    expect(own.data.user.email).toBe(owner.email);
    const seen = await gql<Profile>(PROFILE, { u: owner.username }, { token: other.token });
    expect(seen.data.user).toMatchObject({ username: owner.username, email: null, preferredUnit: null, name: '' });
    const visitor = await gql<Profile>(PROFILE, { u: owner.username });
    expect(visitor.data.user.email).toBeNull();
  });

  test('visitors cannot read me or change a profile', async () => {
    expect(code(await gql(`{ me { id: databaseId } }`))).toBe('UNAUTHENTICATED');
    expect(code(await gql(UPDATE, { i: { name: 'x' } }))).toBe('UNAUTHENTICATED');
  });

  test('an unknown user is NOT_FOUND', async () => {
    expect(code(await gql(PROFILE, { u: 'nobody-here-at-all' }))).toBe('NOT_FOUND');
  });

  test('update profile: fields are saved, omitted ones kept, and a private profile is hidden from others', async () => {
    const owner = await newUser();
    const other = await newUser();
    const r = await gql<Updated>(UPDATE, { i: { name: 'Ada', bio: 'Knits socks', country: 'France', city: 'Lyon' } }, { token: owner.token });
    expect(r.data.updateProfile.user).toEqual({ email: owner.email, name: 'Ada', bio: 'Knits socks', country: 'France', city: 'Lyon', visibility: 'PUBLIC' });
    await gql(UPDATE, { i: { city: 'Paris' } }, { token: owner.token });
    expect((await gql<Profile>(PROFILE, { u: owner.username }, { token: other.token })).data.user).toMatchObject({ name: 'Ada', city: 'Paris' });
    await gql(UPDATE, { i: { visibility: 'PRIVATE' } }, { token: owner.token });
    expect(code(await gql(PROFILE, { u: owner.username }, { token: other.token }))).toBe('NOT_FOUND');
    expect((await gql<Profile>(PROFILE, { u: owner.username }, { token: owner.token })).data.user.name).toBe('Ada');
  });

  test.each([
    [{ email: '' }, 'Email is empty'],
    [{ email: 'not an address' }, 'Email is not correct'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('update profile refuses %j and changes nothing', async (input, msg) => {
    const u = await newUser();
    await gql(UPDATE, { i: { name: 'Before' } }, { token: u.token });
    const r = await gql(UPDATE, { i: { ...input, bio: 'should not be saved' } }, { token: u.token });
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(message(r)).toBe(msg);
    const after = await gql<Profile>(PROFILE, { u: u.username }, { token: u.token });
    expect(after.data.user).toMatchObject({ email: u.email, name: 'Before', bio: '' });
  });

  test('preferred unit', async () => {
    const u = await newUser();
    const r = await gql<{ setPreferredUnit: { user: Pick<User, 'preferredUnit'> } }>(`mutation { setPreferredUnit(input: { unit: IMPERIAL }) { user { preferredUnit } } }`, {}, { token: u.token });
    expect(r.data.setPreferredUnit.user.preferredUnit).toBe('IMPERIAL');
    expect((await gql<{ me: Pick<User, 'preferredUnit'> }>(`{ me { preferredUnit } }`, {}, { token: u.token })).data.me.preferredUnit).toBe('IMPERIAL');
  });

  test('profile and background pictures: set with real bytes, served, refused when not an image, cleared', async () => {
    const u = await newUser();
    const png = await makeImage('png', 120, 80);
    const set = await gqlUpload<{ setUserImage: { user: Images } }>(SET_IMAGE, { i: { kind: 'PICTURE', file: null } }, 'variables.i.file', { bytes: png, name: 'me.png', type: 'image/png' }, { token: u.token });
    expect(set.errors).toBeUndefined();
    const url = set.data.setUserImage.user.pictureUrl as string;
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);

    const jpeg = await makeImage('jpeg', 300, 100);
    const back = await gqlUpload<{ setUserImage: { user: Images } }>(SET_IMAGE, { i: { kind: 'BACKGROUND', file: null } }, 'variables.i.file', { bytes: jpeg, name: 'b.jpg', type: 'image/jpeg' }, { token: u.token });
    expect(back.data.setUserImage.user.backgroundUrl).toMatch(/^\/images\/\d+\?s=/);

    const text = await gqlUpload(SET_IMAGE, { i: { kind: 'PICTURE', file: null } }, 'variables.i.file', { bytes: Buffer.from('hello, not an image'), name: 'fake.png', type: 'image/png' }, { token: u.token });
    expect(code(text)).toBe('UNSUPPORTED_IMAGE');
    expect((await gql<{ me: Pick<User, 'pictureUrl'> }>(`{ me { pictureUrl } }`, {}, { token: u.token })).data.me.pictureUrl).toBe(url);

    const cleared = await gql<{ clearUserImage: { user: Images } }>(CLEAR_IMAGE, { i: { kind: 'PICTURE' } }, { token: u.token });
    expect(cleared.data.clearUserImage.user.pictureUrl).toBeNull();
    expect((await get(url)).status).toBe(404);
  });
});
