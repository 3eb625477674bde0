/** Data written through /api/v1 reads back identically through /graphql, and the other way round. */
import { BASE, gql, gqlUpload, makeImage, newUser } from '../helpers/api';
import { RestClient } from '../helpers/rest';
import type { Calculator, Colour, KnitItem, Picture, RestBody, User } from '../helpers/types';

type Item = RestBody<'getKnitBy_type'>['data'][number];
/** A REST list of yarns or of patterns: the variant of the list's items that the type answers. */
type Yarns = { data: Array<Extract<Item, { producer: string }>> };
type Patterns = { data: Array<Extract<Item, { notes: string }>> };
type Calcs = RestBody<'getCalc'>;
type Ids = RestBody<'getKnitBy_typeBy_idPic'>;
type Made = RestBody<'postKnitBy_type'>;
type ColourInfo = RestBody<'getKnitBy_typeBy_idColorInfoBy_colorId'>;
type UserInfo = RestBody<'getUserBy_username'>;

/** What CALC, ITEM and ME select, and a knit item's colours. */
type GqlCalc = Pick<Calculator, 'name' | 'type' | 'visibility' | 'lastUpdated' | 'tensionRows' | 'tensionWidth' | 'tensionStitches'
  | 'tensionHeight' | 'resultRows' | 'resultWidth' | 'resultStitches' | 'resultHeight'> & { id: number };
type GqlItem = Pick<KnitItem, 'type' | 'name' | 'producer' | 'madeIn' | 'content' | 'weight' | 'yardage' | 'needleSize' | 'notes' | 'tags'
  | 'visibility' | 'lastUpdated'> & { id: number; owner: Pick<User, 'username'> };
type Me = Pick<User, 'username' | 'email' | 'name' | 'bio' | 'country' | 'city' | 'visibility' | 'preferredUnit' | 'lastUpdated'
  | 'pictureUrl' | 'backgroundUrl'>;
type GqlColour = Pick<Colour, 'textDescription' | 'codeDescription' | 'pictureUrl'> & { id: number };

// Project-level testTimeout in jest.config.js does not reach the tests; these calls can be slow on a busy machine.
jest.setTimeout(60_000);

const WIRE_TO_GQL: Record<string, string> = {
  tension_rows: 'tensionRows', tension_width: 'tensionWidth', tension_stitches: 'tensionStitches', tension_height: 'tensionHeight',
  result_rows: 'resultRows', result_width: 'resultWidth', result_stitches: 'resultStitches', result_height: 'resultHeight',
};
const CALC = `id: databaseId name type visibility lastUpdated ${Object.values(WIRE_TO_GQL).join(' ')}`;
const ITEM = 'id: databaseId type name producer madeIn content weight yardage needleSize notes tags visibility lastUpdated owner { username }';

/** A REST calculator in GraphQL's shape. */
function calcAsGql(w: Record<string, unknown>) {
  const out: Record<string, unknown> = {
    id: w.id, name: w.name, type: w.type, visibility: String(w.visibility).toUpperCase(), lastUpdated: w.last_updated,
  };
  for (const [wire, field] of Object.entries(WIRE_TO_GQL)) out[field] = w[wire];
  return out;
}

/** A REST yarn in GraphQL's shape (tags split back into a list). */
function yarnAsGql(w: Yarns['data'][number]) {
  return {
    id: w.id, type: 'YARN', name: w.name, producer: w.producer, madeIn: w.made_in, content: w.content, weight: w.weight,
    yardage: w.yardage, needleSize: w.needle_size, tags: w.tags === '' ? [] : w.tags.split(', '), visibility: w.visibility.toUpperCase(),
    lastUpdated: w.last_updated, owner: { username: w.owner },
  };
}

async function bytesOf(url: string): Promise<Buffer> {
  const r = await fetch(`${BASE}${url}`);
  expect(r.status).toBe(200);
  return Buffer.from(await r.arrayBuffer());
}

describe('REST and GraphQL agree', () => {
  let c: RestClient;
  beforeAll(async () => { c = new RestClient(await newUser('par')); });

  test('calculator written through REST reads identically through GraphQL', async () => {
    const made = await c.post<RestBody<'postCalc'>>('/api/v1/calc/', { name: 'Raglan', type: 3, visibility: 'Private', tension_rows: 28, tension_width: 10.25, tension_stitches: 20, tension_height: 9.5, result_rows: 84, result_width: 30.75, result_stitches: 40, result_height: 19 });
    await c.put(`/api/v1/calc/${made.body.id}/`, { id: made.body.id, result_rows: 85, result_width: 31 });
    const rest = (await c.get<Calcs>('/api/v1/calc/')).body.data.find((x: { id: number }) => x.id === made.body.id)!;
    const g = await gql<{ calculator: GqlCalc }>(`query($id: ID!) { calculator(id: $id) { ${CALC} } }`, { id: made.body.id }, { token: c.token });
    expect(g.errors).toBeUndefined();
    expect(g.data.calculator).toEqual(calcAsGql(rest));
    expect(g.data.calculator).toMatchObject({ resultRows: 85, resultWidth: 31, tensionWidth: 10.25, visibility: 'PRIVATE' });
  });

  test('calculator written through GraphQL reads identically through REST (also its copy)', async () => {
    const g = await gql<{ createCalculator: { calculator: GqlCalc } }>(`mutation($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { ${CALC} } } }`,
      { i: { name: 'Cuff', tensionRows: 12, tensionWidth: 4.5, resultHeight: 7.25 } }, { token: c.token });
    const id = g.data.createCalculator.calculator.id;
    const cp = await gql<{ copyCalculator: { calculator: GqlCalc } }>(`mutation($i: CopyCalculatorInput!) { copyCalculator(input: $i) { calculator { ${CALC} } } }`, { i: { id } }, { token: c.token });
    const list = (await c.get<Calcs>('/api/v1/calc/')).body.data;
    expect(calcAsGql(list.find((x: { id: number }) => x.id === id)!)).toEqual(g.data.createCalculator.calculator);
    expect(calcAsGql(list.find((x: { id: number }) => x.id === cp.data.copyCalculator.calculator.id)!)).toEqual(cp.data.copyCalculator.calculator);
    const pub = (await c.get<Calcs>('/api/v1/calc/public/')).body.data.find((x: { id: number }) => x.id === id)!;
    expect(calcAsGql(pub)).toEqual(g.data.createCalculator.calculator);
  });

  test('the weight class is GraphQL only: REST answers never show it, and a REST update keeps it', async () => {
    const g = await gql<{ createKnitItem: { item: Pick<KnitItem, 'id' | 'databaseId'> } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id databaseId } } }`,
      { i: { type: 'YARN', name: 'Worsted wool', weightClass: 'MEDIUM', visibility: 'PUBLIC' } }, { token: c.token });
    expect(g.errors).toBeUndefined();
    const { id, databaseId } = g.data.createKnitItem.item;
    const listed = (await c.get<Yarns>('/api/v1/knit/yarn/')).body.data.find((y: { id: number }) => y.id === databaseId);
    expect(listed).toBeDefined();
    expect(Object.keys(listed!).sort()).toEqual(['content', 'id', 'last_updated', 'made_in', 'name', 'needle_size', 'owner', 'producer', 'tags', 'visibility', 'weight', 'yardage'].sort());
    const put = await c.put(`/api/v1/knit/yarn/${databaseId}/`, { name: 'Worsted wool, renamed' });
    expect(put.status).toBe(200);
    const after = await gql<{ knitItem: Pick<KnitItem, 'name' | 'weightClass'> }>(`query($id: ID!) { knitItem(id: $id) { name weightClass } }`, { id }, { token: c.token });
    expect(after.data.knitItem).toEqual({ name: 'Worsted wool, renamed', weightClass: 'MEDIUM' });
  });

  test('yarn written through REST reads identically through GraphQL', async () => {
    const made = await c.post<Made>('/api/v1/knit/yarn/', { name: 'Alpaca', producer: 'Sandnes', made_in: 'Norway', content: 'alpaca', weight: 50, yardage: '110 m', needle_size: '3.5', tags: 'fluffy,  warm ,fluffy', visibility: 'private' });
    const rest = (await c.get<Yarns>('/api/v1/knit/yarn/')).body.data.find((y: { id: number }) => y.id === made.body.id)!;
    expect(rest.weight).toBe('50');
    const g = await gql<{ knitItem: GqlItem }>(`query($id: ID!) { knitItem(id: $id) { ${ITEM} } }`, { id: made.body.id }, { token: c.token });
    expect(g.errors).toBeUndefined();
    const { notes, ...item } = g.data.knitItem;
    expect(notes).toBe('');
    expect(item).toEqual(yarnAsGql(rest));
    expect(item.tags).toEqual(['fluffy', 'warm']);
  });

  test('yarn written through GraphQL reads identically through REST', async () => {
    const g = await gql<{ createKnitItem: { item: GqlItem } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { ${ITEM} } } }`,
      { i: { type: 'YARN', name: 'Cotton', producer: 'Rico', madeIn: 'Italy', content: 'cotton', weight: '100 g', yardage: '200 m', needleSize: '5', tags: ['summer', 'cool'], visibility: 'PUBLIC' } },
      { token: c.token });
    expect(g.errors).toBeUndefined();
    const id = g.data.createKnitItem.item.id;
    await gql(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`, { i: { id, name: 'Cotton 2' } }, { token: c.token });
    const after = (await gql<{ knitItem: GqlItem }>(`query($id: ID!) { knitItem(id: $id) { ${ITEM} } }`, { id }, { token: c.token })).data.knitItem;
    const rest = (await c.get<Yarns>('/api/v1/knit/yarn/')).body.data.find((y: { id: number }) => y.id === id)!;
    const { notes: _n, ...item } = after;
    expect(yarnAsGql(rest)).toEqual(item);
    expect(rest.tags).toBe('summer, cool');
    const pub = (await c.get<Yarns>('/api/v1/knit/yarn/public/')).body.data.find((y: { id: number }) => y.id === id);
    expect(pub).toEqual(rest);
  });

  test('a pattern (notes) both ways', async () => {
    const made = await c.post<Made>('/api/v1/knit/pattern/', { name: 'Socks', notes: 'Toe up\nheel flap', tags: 'socks' });
    const g = await gql<{ knitItem: Pick<KnitItem, 'type' | 'name' | 'notes' | 'tags' | 'visibility'> }>(`query($id: ID!) { knitItem(id: $id) { type name notes tags visibility } }`, { id: made.body.id }, { token: c.token });
    expect(g.data.knitItem).toEqual({ type: 'PATTERN', name: 'Socks', notes: 'Toe up\nheel flap', tags: ['socks'], visibility: 'PUBLIC' });
    await gql(`mutation($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }`, { i: { id: made.body.id, notes: 'Cuff down' } }, { token: c.token });
    expect((await c.get<Patterns>('/api/v1/knit/pattern/')).body.data.find((p: { id: number }) => p.id === made.body.id)!.notes).toBe('Cuff down');
  });

  test('pictures: REST upload is the GraphQL picture, GraphQL upload is the REST picture, same bytes', async () => {
    const yarn = (await c.post<Made>('/api/v1/knit/yarn/', { name: 'Pictured', visibility: 'Public' })).body.id;
    const viaRest = (await c.call<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/api/v1/knit/yarn/${yarn}/pic/`, { files: { pic: await makeImage('png', 33, 22) } })).body.id;
    const up = await gqlUpload<{ addPicture: { picture: { id: number } } }>(`mutation($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }`,
      { i: { itemId: yarn, file: null } }, 'variables.i.file', { bytes: await makeImage('jpeg', 44, 11), type: 'image/jpeg' }, { token: c.token });
    expect(up.errors).toBeUndefined();
    const viaGql = up.data.addPicture.picture.id;
    const g = await gql<{ knitItem: { pictures: Array<Pick<Picture, 'url'> & { id: number }> } }>(`query($id: ID!) { knitItem(id: $id) { pictures { id: databaseId url } } }`, { id: yarn }, { token: c.token });
    expect(g.data.knitItem.pictures.map((p: { id: number }) => p.id)).toEqual([viaRest, viaGql]);
    expect((await c.get<Ids>(`/api/v1/knit/yarn/${yarn}/pic/`)).body.data).toEqual([viaRest, viaGql]);
    for (const p of g.data.knitItem.pictures) {
      const rest = await c.get(`/api/v1/knit/yarn/${yarn}/pic/${p.id}/`);
      expect(rest.bytes.equals(await bytesOf(p.url))).toBe(true);
    }
    // Deleted through GraphQL: gone for REST.
    await gql(`mutation($i: DeletePictureInput!) { deletePicture(input: $i) { id: databaseId } }`, { i: { id: viaRest } }, { token: c.token });
    expect((await c.get<Ids>(`/api/v1/knit/yarn/${yarn}/pic/`)).body.data).toEqual([viaGql]);
    expect((await c.get(`/api/v1/knit/yarn/${yarn}/pic/${viaRest}/`)).status).toBe(404);
  });

  test('colours both ways, with their pictures', async () => {
    const yarn = (await c.post<Made>('/api/v1/knit/yarn/', { name: 'Coloured' })).body.id;
    const viaRest = (await c.post<RestBody<'postKnitBy_typeBy_idColor'>>(`/api/v1/knit/yarn/${yarn}/color/`, { text_description: 'Plum', code_description: 'P7' })).body.id;
    await c.call('POST', `/api/v1/knit/yarn/${yarn}/color/${viaRest}/pic/`, { files: { colorPic: await makeImage('png', 16, 16) } });
    const added = await gql<{ addColour: { colour: { id: number } } }>(`mutation($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`,
      { i: { itemId: yarn, textDescription: 'Sand', codeDescription: '' } }, { token: c.token });
    const viaGql = added.data.addColour.colour.id;
    const g = await gql<{ knitItem: { colours: GqlColour[] } }>(`query($id: ID!) { knitItem(id: $id) { colours { id: databaseId textDescription codeDescription pictureUrl } } }`, { id: yarn }, { token: c.token });
    expect(g.data.knitItem.colours.map((x: { id: number }) => x.id)).toEqual([viaRest, viaGql]);
    expect((await c.get<Ids>(`/api/v1/knit/yarn/${yarn}/color/`)).body.data).toEqual([viaRest, viaGql]);
    for (const col of g.data.knitItem.colours) {
      const info = (await c.get<ColourInfo>(`/api/v1/knit/yarn/${yarn}/color/info/${col.id}/`)).body.data;
      expect(info).toEqual({ id: col.id, text_description: col.textDescription, code_description: col.codeDescription });
    }
    const withPic = g.data.knitItem.colours[0];
    expect((await c.get(`/api/v1/knit/yarn/${yarn}/color/pic/${viaRest}/`)).bytes.equals(await bytesOf(withPic.pictureUrl!))).toBe(true);
    expect(g.data.knitItem.colours[1].pictureUrl).toBeNull();
    await gql(`mutation($i: UpdateColourInput!) { updateColour(input: $i) { colour { id: databaseId } } }`, { i: { id: viaGql, codeDescription: 'S1' } }, { token: c.token });
    expect((await c.get<ColourInfo>(`/api/v1/knit/yarn/${yarn}/color/info/${viaGql}/`)).body.data).toEqual({ id: viaGql, text_description: 'Sand', code_description: 'S1' });
  });

  test('profile and preferred unit both ways; user pictures are the same bytes', async () => {
    const u = c.user!.username;
    await c.put(`/api/v1/user/${u}/`, { name: 'Pat', bio: 'Knits', country: 'Chile', city: 'Santiago', visibility: 'Private', preferred_unit: 'imperial' });
    const ME = `{ me { username email name bio country city visibility preferredUnit lastUpdated pictureUrl backgroundUrl } }`;
    let me = (await gql<{ me: Me }>(ME, {}, { token: c.token })).data.me;
    let rest = (await c.get<UserInfo>(`/api/v1/user/${u}/`)).body.data;
    expect(me).toMatchObject({ name: 'Pat', bio: 'Knits', country: 'Chile', city: 'Santiago', visibility: 'PRIVATE', preferredUnit: 'IMPERIAL' });
    expect(rest).toEqual({
      username: me.username, email: me.email, name: me.name, bio: me.bio, country: me.country, city: me.city,
      visibility: me.visibility.toLowerCase(), preferred_unit: 'Imperial', last_updated: me.lastUpdated,
    });
    await gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId } } }`, { i: { city: 'Valparaíso', visibility: 'PUBLIC' } }, { token: c.token });
    await gql(`mutation($i: SetPreferredUnitInput!) { setPreferredUnit(input: $i) { user { id: databaseId } } }`, { i: { unit: 'METRIC' } }, { token: c.token });
    const pic = await gqlUpload(`mutation($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }`,
      { i: { kind: 'PICTURE', file: null } }, 'variables.i.file', { bytes: await makeImage('webp', 50, 50) }, { token: c.token });
    expect(pic.errors).toBeUndefined();
    await c.call('POST', `/api/v1/user/back/${u}/`, { files: { back: await makeImage('png', 90, 30) } });
    me = (await gql<{ me: Me }>(ME, {}, { token: c.token })).data.me;
    rest = (await c.get<UserInfo>(`/api/v1/user/${u}/`)).body.data;
    expect(rest).toMatchObject({ city: 'Valparaíso', visibility: 'public', preferred_unit: 'Metric', last_updated: me.lastUpdated });
    const restPic = await c.get(`/api/v1/user/pic/${u}/`);
    expect(restPic.headers.get('content-type')).toBe('image/webp');
    expect(restPic.bytes.equals(await bytesOf(me.pictureUrl!))).toBe(true);
    expect((await c.get(`/api/v1/user/back/${u}/`)).bytes.equals(await bytesOf(me.backgroundUrl!))).toBe(true);
    await gql(`mutation($i: ClearUserImageInput!) { clearUserImage(input: $i) { user { id: databaseId } } }`, { i: { kind: 'BACKGROUND' } }, { token: c.token });
    expect((await c.get(`/api/v1/user/back/${u}/`)).status).toBe(404);
  });

  test('deleted through REST is gone for GraphQL, and the other way round', async () => {
    const calc = (await c.post<RestBody<'postCalc'>>('/api/v1/calc/', { name: 'Temp' })).body.id;
    await c.del(`/api/v1/calc/${calc}/`);
    expect((await gql(`query($id: ID!) { calculator(id: $id) { id: databaseId } }`, { id: calc }, { token: c.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const yarn = (await gql<{ createKnitItem: { item: { id: number } } }>(`mutation($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }`, { i: { type: 'YARN', name: 'Temp' } }, { token: c.token })).data.createKnitItem.item.id;
    await gql(`mutation($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }`, { i: { id: yarn } }, { token: c.token });
    expect((await c.put(`/api/v1/knit/yarn/${yarn}/`, { name: 'x' })).status).toBe(404);
  });
});
