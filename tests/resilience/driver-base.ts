/** The simulated knitters' operations, options and request recording (tests/resilience/driver.ts drives them). */
import type { Colour, KnitItem, Page, Picture, User } from '../helpers/types';
import { Client, type Account, type GqlAnswer, type HttpResult } from './lib';
import type { ItemRec, Ledger, Outcome } from './ledger';

/** An object as selected by `id: databaseId`, and with its name. */
type Id = { id: number };
export type Named = Id & { name: string };

export const FEED = `query Feed($after: String, $sort: KnitSort) { publicKnitItems(first: 20, after: $after, sort: $sort) {
  nodes { id: databaseId name type author tags owner { username } firstPicture { id: databaseId thumbnailUrl } } pageInfo { endCursor hasNextPage } } }`;
export type Feed = { publicKnitItems: Page<Id & Pick<KnitItem, 'name' | 'type' | 'author' | 'tags'> & {
  owner: Pick<User, 'username'>; firstPicture: (Id & Pick<Picture, 'thumbnailUrl'>) | null;
}> };
export const ITEM = `query Item($id: ID!) { knitItem(id: $id) { id: databaseId name type producer tags visibility owner { username }
  pictures { id: databaseId url thumbnailUrl } colours { id: databaseId textDescription codeDescription pictureUrl } } }`;
export type Item = { knitItem: (Id & Pick<KnitItem, 'name' | 'type' | 'producer' | 'tags' | 'visibility'> & {
  owner: Pick<User, 'username'>; pictures: Array<Id & Pick<Picture, 'url' | 'thumbnailUrl'>>;
  colours: Array<Id & Pick<Colour, 'textDescription' | 'codeDescription' | 'pictureUrl'>>;
}) | null };
export const MINE = `query Mine($type: KnitType) { myKnitItems(first: 50, type: $type, sort: NEWEST_FIRST) { nodes { id: databaseId name pictures { id: databaseId } } pageInfo { hasNextPage } } }`;
export const CREATE_ITEM = `mutation CreateItem($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId name } } }`;
export const UPDATE_ITEM = `mutation UpdateItem($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId name } } }`;
export const DELETE_ITEM = `mutation DeleteItem($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }`;
export const ADD_PICTURE = `mutation AddPicture($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId itemId thumbnailUrl } } }`;
export const DELETE_PICTURE = `mutation DeletePicture($i: DeletePictureInput!) { deletePicture(input: $i) { id: databaseId } }`;
export const ADD_COLOUR = `mutation AddColour($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }`;
export const CREATE_CALC = `mutation CreateCalc($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId name } } }`;
export const UPDATE_CALC = `mutation UpdateCalc($i: UpdateCalculatorInput!) { updateCalculator(input: $i) { calculator { id: databaseId name } } }`;
export const COPY_CALC = `mutation CopyCalc($i: CopyCalculatorInput!) { copyCalculator(input: $i) { calculator { id: databaseId name } } }`;
export const DELETE_CALC = `mutation DeleteCalc($i: DeleteCalculatorInput!) { deleteCalculator(input: $i) { id: databaseId } }`;
export const MY_CALCS = `query MyCalcs { myCalculators(first: 100) { nodes { id: databaseId name tensionRows resultStitches } pageInfo { hasNextPage } } }`;
export type PublicCalcs = { publicCalculators: Page<Named & { owner: Pick<User, 'username'> }> };
export const PUBLIC_CALCS = `query PublicCalcs($after: String) { publicCalculators(first: 30, after: $after) { nodes { id: databaseId name owner { username } } pageInfo { endCursor hasNextPage } } }`;
export const ME = `query Me { me { id: databaseId username email preferredUnit bio pictureUrl } }`;
export const UPDATE_PROFILE = `mutation UpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId bio } } }`;

/** The REST routes the simulation uses; the test checks each is in /api/v1/openapi.json. */
export const REST_ROUTES_USED = [
  'get /account/get-xsrf/', 'post /account/login/', 'get /account/refresh/',
  'get /user/{username}/', 'put /user/{username}/',
  'get /knit/{type}/', 'get /knit/{type}/public/', 'post /knit/{type}/', 'put /knit/{type}/{id}/', 'delete /knit/{type}/{id}/',
  'post /knit/{type}/{id}/pic/', 'delete /knit/{type}/{id}/pic/{picId}/', 'get /knit/{type}/{id}/pic/public/{picId}/',
  'post /knit/{type}/{id}/color/',
  'get /calc/', 'get /calc/public/', 'post /calc/', 'put /calc/{id}/', 'delete /calc/{id}/',
];

export const rnd = (n: number) => Math.floor(Math.random() * n);
export const pick = <T>(xs: readonly T[]): T | undefined => (xs.length ? xs[rnd(xs.length)] : undefined);
export const coin = (p = 0.5) => Math.random() < p;
export const upper = (t: string) => t.toUpperCase();

export interface Seen { id: number; type: string; pictureId?: number; thumb?: string }

export interface DriverOptions {
  ledger: Ledger;
  images: Buffer[];
  /** Share of calls that go through the REST adapter (0 to 1). */
  restShare: number;
  thinkMs: [number, number];
}

/** A simulated knitter's state and its one way to send a request (recorded in the ledger); driver.ts adds the actions. */
export class UserBase {
  seq = 0;
  seen: Seen[] = [];
  publicCalcs: number[] = [];
  constructor(public idx: number, public account: Account, public opts: DriverOptions) {}

  get client(): Client { return this.account.client; }
  get ledger(): Ledger { return this.opts.ledger; }
  get me(): number { return this.account.id; }
  protected rest(): boolean { return coin(this.opts.restShare); }

  /** Sends one request and records its answer. */
  protected async call<R extends HttpResult>(kind: string, send: () => Promise<R>, opts: { gql?: boolean; benign404?: () => boolean; check?: (r: R) => string | null } = {}): Promise<{ outcome: Outcome; r?: R }> {
    const start = Date.now();
    let outcome: Outcome = 'error';
    let status = 0;
    let detail = '';
    let r: R | undefined;
    try {
      r = await send();
      status = r.status;
      if (opts.gql) {
        const g = r as unknown as GqlAnswer;
        if (g.code === 'NOT_FOUND') status = 404;
        if (!g.errors && r.status === 200 && g.data) outcome = 'ok';
        else if ((g.code === 'SERVICE_UNAVAILABLE' || r.status === 503) && g.errors?.[0]?.message) outcome = 'unavailable';
        detail = g.errors ? JSON.stringify(g.errors).slice(0, 300) : '';
      } else {
        if (r.status >= 200 && r.status < 300) outcome = 'ok';
        else if (r.status === 503 && typeof (r.body as { message?: unknown } | undefined)?.message === 'string') outcome = 'unavailable';
        if (outcome !== 'ok') detail = (r.text || '').slice(0, 300);
      }
      if (outcome === 'ok' && opts.check) {
        const problem = opts.check(r);
        if (problem) { outcome = 'error'; detail = problem; }
      }
    } catch (err) {
      detail = `request failed: ${String(err)}`;
    }
    this.ledger.answers.push({ vu: this.idx, kind, start, end: Date.now(), outcome, status, detail, benign404: opts.benign404 });
    return { outcome, r };
  }

  protected nonce(prefix: string): string { this.seq += 1; return `${prefix}${this.idx}-${this.seq}`; }
  protected myLive(): ItemRec[] { return this.ledger.liveItems(this.me); }
}
