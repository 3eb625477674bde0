/** Image URLs of the authorisation suite: signed, stable while public, expiring while private, never forgeable. */
import { Client } from '../resilience/lib';
import type { Picture, User } from '../helpers/types';
import { account, BASE, smallImage } from './world';

test('image URLs: a stable URL stops working once its item or profile turns private; forged and expired ones never work', async () => {
  const owner = await account('img');
  const c = owner.client;
  const visitor = new Client(BASE);
  const item = await c.gql<{ createKnitItem: { item: { id: number } } }>('mutation { createKnitItem(input: { type: YARN, name: "Picture frame" }) { item { id: databaseId } } }');
  const itemId = item.data.createKnitItem.item.id;
  const pic = await c.gqlUpload<{ addPicture: { picture: Pick<Picture, 'url' | 'thumbnailUrl'> } }>('mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId url thumbnailUrl } } }', { i: { itemId, file: null } },
    { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } });
  const { url, thumbnailUrl } = pic.data.addPicture.picture;
  const get = async (u: string) => (await visitor.raw('GET', u, { auth: false })).status;
  expect(url).not.toMatch(/[?&]e=/);
  expect(await get(url)).toBe(200);
  expect(await get(thumbnailUrl)).toBe(200);
  // Forged, re-targeted and expired signatures.
  const id = Number(/\/images\/(\d+)/.exec(url)![1]);
  expect(await get(url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA'))).toBe(404);
  expect(await get(url.replace(`/images/${id}`, `/images/${id + 1}`))).toBe(404);
  expect(await get(url.replace(`/images/${id}?`, `/images/${id}/thumb?`))).toBe(404);
  expect(await get(`/images/${id}`)).toBe(404);
  expect(await get(`${url}&e=1`)).toBe(404);

  await c.gql('mutation M($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }', { i: { id: itemId, visibility: 'PRIVATE' } });
  expect(await get(url)).toBe(404);
  expect(await get(thumbnailUrl)).toBe(404);
  const now = await c.gql<{ knitItem: { pictures: Array<Pick<Picture, 'url'>> } }>('query Q($id: ID!) { knitItem(id: $id) { pictures { url } } }', { id: itemId });
  const signed: string = now.data.knitItem.pictures[0].url;
  expect(signed).toMatch(/[?&]e=\d+/);
  // The expiring URL is the owner's to share; tampering with its expiry breaks it.
  expect(await get(signed)).toBe(200);
  expect(await get(signed.replace(/e=(\d+)/, (_, e) => `e=${Number(e) + 3600}`))).toBe(404);

  await c.gqlUpload('mutation U($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }', { i: { kind: 'PICTURE', file: null } },
    { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } });
  const profile = (await c.gql<{ me: Pick<User, 'pictureUrl'> }>('{ me { pictureUrl } }')).data.me.pictureUrl as string;
  expect(await get(profile)).toBe(200);
  await c.gql('mutation { updateProfile(input: { visibility: PRIVATE }) { user { id: databaseId } } }');
  expect(await get(profile)).toBe(404);
});
