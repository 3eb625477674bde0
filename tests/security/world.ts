/**
 * Fixtures of the security suites: an owner with a profile, an item (picture, colour with picture) and a
 * calculator, all public or all private, every text carrying a marker that must never reach a non-owner when
 * private; and a fingerprint of everything the owner has in the database.
 */
import crypto from 'node:crypto';
import type { Pool } from 'pg';
import { Client, makeImage, PASSWORD, uniqueName, type Account } from '../resilience/lib';

export const BASE = process.env.PURLWISE_URL as string;
export const DB_URL = process.env.PURLWISE_TEST_DATABASE_URL as string;

/** public: everything public; private: everything private; mixed: a private profile with public items. */
export type Vis = 'public' | 'private' | 'mixed';

export interface World {
  vis: Vis;
  /** Visibility of the item (with its pictures and colours) and the calculator. */
  itemVis: 'public' | 'private';
  /** Visibility of the owner's profile (name, bio, city, country, pictures). */
  profileVis: 'public' | 'private';
  owner: Account & { email: string };
  itemId: number;
  pictureId: number;
  colourId: number;
  calcId: number;
  /** Marker in every text of the item and calculator (searchable). */
  tag: string;
  /** Marker in every text of the profile. */
  profileTag: string;
  /** Strings that must not appear in any answer to someone else. */
  secrets: string[];
  /** Regexps of the URLs of this world's private images (the item's when it is private, the profile's when it is). */
  imagePaths: RegExp[];
}

let images: Buffer[] | undefined;
export async function smallImage(): Promise<Buffer> {
  images ??= await Promise.all([0, 1, 2, 3].map(() => makeImage('png', 24, 16)));
  return images[crypto.randomInt(images.length)];
}

/** A row or object as selected by `id: databaseId`. */
type Id = { id: number };

function must<T>(r: { errors?: unknown; data: T; status: number }, what: string): T {
  if (r.errors || r.status !== 200) throw new Error(`${what} failed: ${r.status} ${JSON.stringify(r.errors)}`);
  return r.data;
}

/** Registers a user with a unique, marked email. */
export async function account(prefix: string): Promise<Account & { email: string }> {
  const client = new Client(BASE);
  const username = uniqueName(prefix);
  const email = `${username}.secretmail@example.com`;
  const r = await client.gql<{ register: { accessToken: string; user: Id } }>(`mutation R($i: RegisterInput!) { register(input: $i) { accessToken user { id: databaseId } } }`, { i: { username, email, password: PASSWORD } });
  const d = must(r, 'register');
  client.token = d.register.accessToken;
  return { id: d.register.user.id, username, password: PASSWORD, email, client };
}

/** Builds a world of the given visibility for a fresh owner. */
export async function buildWorld(vis: Vis): Promise<World> {
  const owner = await account(vis === 'private' ? 'priv' : vis === 'mixed' ? 'mix' : 'pub');
  const c = owner.client;
  const itemVis = vis === 'private' ? 'private' : 'public';
  const profileVis = vis === 'public' ? 'public' : 'private';
  const V = itemVis.toUpperCase();
  const marker = (v: string) => `${v === 'private' ? 'SECRET' : 'OPEN'}${crypto.randomBytes(6).toString('hex')}`;
  const tag = marker(itemVis);
  const profileTag = marker(profileVis);
  const m = (what: string) => `${what}${tag}`;
  const p = (what: string) => `${what}${profileTag}`;
  must(await c.gql('mutation P($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId } } }',
    { i: { name: p('name'), bio: p('bio'), city: p('city'), country: p('country'), visibility: profileVis.toUpperCase() } }), 'updateProfile');
  must(await c.gqlUpload('mutation U($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }', { i: { kind: 'PICTURE', file: null } },
    { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } }), 'setUserImage');
  must(await c.gqlUpload('mutation U($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }', { i: { kind: 'BACKGROUND', file: null } },
    { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } }), 'setUserImage');
  const item = must(await c.gql<{ createKnitItem: { item: Id } }>('mutation I($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }',
    { i: { type: 'YARN', name: m('item'), producer: m('producer'), madeIn: m('madein'), content: m('content'), notes: m('notes'), tags: [m('tag')], visibility: V } }), 'createKnitItem');
  const itemId = item.createKnitItem.item.id;
  const pic = must(await c.gqlUpload<{ addPicture: { picture: Id } }>('mutation A($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }', { i: { itemId, file: null } },
    { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } }), 'addPicture');
  const colour = must(await c.gql<{ addColour: { colour: Id } }>('mutation C($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }',
    { i: { itemId, textDescription: m('colour'), codeDescription: m('code') } }), 'addColour');
  const colourId = colour.addColour.colour.id;
  must(await c.gqlUpload('mutation S($i: SetColourPictureInput!) { setColourPicture(input: $i) { colour { id: databaseId } } }', { i: { id: colourId, file: null } },
    { 'variables.i.file': { bytes: await smallImage(), type: 'image/png' } }), 'setColourPicture');
  const calc = must(await c.gql<{ createCalculator: { calculator: Id } }>('mutation K($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId } } }',
    { i: { name: m('calc'), visibility: V, tensionRows: 7 } }), 'createCalculator');
  const world: World = {
    vis, itemVis, profileVis, owner, itemId, pictureId: pic.addPicture.picture.id, colourId, calcId: calc.createCalculator.calculator.id, tag, profileTag,
    secrets: [owner.email], imagePaths: [],
  };
  if (itemVis === 'private') world.secrets.push(tag);
  if (profileVis === 'private') world.secrets.push(profileTag);
  return world;
}

/** The URLs of the world's private images (item pictures and colour pictures, profile pictures), to spot them in answers to others. */
export async function privateImagePaths(db: Pool, w: World): Promise<RegExp[]> {
  const ids: number[] = [];
  if (w.itemVis === 'private') {
    const { rows } = await db.query<Id>('select image_id as id from picture where item_id = $1 union select image_id from colour where item_id = $1 and image_id is not null', [w.itemId]);
    ids.push(...rows.map((r) => r.id));
  }
  if (w.profileVis === 'private') {
    const { rows } = await db.query<Id>('select picture_id as id from app_user where id = $1 and picture_id is not null union select background_id from app_user where id = $1 and background_id is not null', [w.owner.id]);
    ids.push(...rows.map((r) => r.id));
  }
  return ids.map((id) => new RegExp(`/images/${id}(?!\\d)`));
}

/**
 * A fingerprint of everything the owner has: profile, sessions, items, pictures, colours, images, calculators, favourites.
 * Projects (and their pictures' images) are checked by the project entries themselves (project-ops.ts).
 */
export async function fingerprint(db: Pool, ownerId: number): Promise<string> {
  const { rows } = await db.query<{ h: string }>(`select md5(
      coalesce((select json_agg(t order by id)::text from (select id, username, email, name, bio, country, city, visibility, preferred_unit,
        picture_id, background_id, session_version, password_hash, last_updated from app_user where id = $1) t), '') ||
      coalesce((select json_agg(k order by id)::text from knit_item k where owner_id = $1), '') ||
      coalesce((select json_agg(p order by id)::text from picture p where item_id in (select id from knit_item where owner_id = $1)), '') ||
      coalesce((select json_agg(c order by id)::text from colour c where item_id in (select id from knit_item where owner_id = $1)), '') ||
      coalesce((select json_agg(x order by id)::text from (select id, etag from image where owner_id = $1
        and id not in (select image_id from project_picture)) x), '') ||
      coalesce((select json_agg(c order by id)::text from calculator c where owner_id = $1), '') ||
      coalesce((select json_agg(r order by id)::text from (select id, rotated_at, revoked_at from refresh_token where user_id = $1) r), '') ||
      coalesce((select json_agg(f order by item_id)::text from favourite f where user_id = $1), '')
    ) as h`, [ownerId]);
  return rows[0].h;
}
