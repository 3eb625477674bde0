/**
 * Simulated knitters: each logs in, browses the feed, opens items and images, creates, edits and deletes yarn
 * and patterns, uploads pictures, adds colours, runs calculators and edits the profile, through both front
 * doors (GraphQL and the legacy REST adapter). Every answer goes to the ledger, every acknowledged write too.
 */
import type { AuthPayload, RestBody } from '../helpers/types';
import { LOGIN, REFRESH } from './lib';
import type { Outcome } from './ledger';
import {
  ADD_COLOUR, ADD_PICTURE, coin, COPY_CALC, CREATE_CALC, CREATE_ITEM, DELETE_CALC, DELETE_ITEM, DELETE_PICTURE, FEED, ITEM, ME, MINE, MY_CALCS, pick, PUBLIC_CALCS, rnd, UPDATE_CALC, UPDATE_ITEM, UPDATE_PROFILE, upper,
  UserBase, type Feed, type Item, type Named, type PublicCalcs, type Seen,
} from './driver-base';

/** What a login or a refresh answers. */
type Token = Pick<AuthPayload, 'accessToken'>;
/** The JSON of a public calculator list, from either door: REST's rows, or GraphQL's data. */
type CalcList = { data?: RestBody<'getCalcPublic'>['data'] | PublicCalcs } | undefined;

export { REST_ROUTES_USED, type DriverOptions } from './driver-base';

/** A simulated knitter: its actions, and the loop that picks one after another by weight. */
export class VirtualUser extends UserBase {
  // ---------------------------------------------------------------- reading

  async browseFeed(): Promise<void> {
    if (this.rest()) {
      const type = pick(['yarn', 'pattern'])!;
      const { r } = await this.call(`GET /knit/${type}/public/`, () => this.client.rest<RestBody<'getKnitBy_typePublic'>>('GET', `/knit/${type}/public/`));
      if (r?.status === 200) this.remember(r.body.data.slice(-40).map((d: { id: number }) => ({ id: d.id, type })));
      return;
    }
    let after: string | null = null;
    const sort = pick(['NEWEST_FIRST', 'NAME_ASC', 'OLDEST_FIRST'])!;
    for (let page = 0; page < (coin(0.3) ? 2 : 1); page++) {
      const { r } = await this.call('gql Feed', () => this.client.gql<Feed>(FEED, { after, sort }), { gql: true });
      const conn = (r)?.data?.publicKnitItems;
      if (!conn) return;
      this.remember(conn.nodes.map((n) => ({ id: n.id, type: n.type.toLowerCase(), pictureId: n.firstPicture?.id, thumb: n.firstPicture?.thumbnailUrl })));
      if (!conn.pageInfo.hasNextPage) return;
      after = conn.pageInfo.endCursor;
    }
  }

  private remember(items: Seen[]): void {
    this.seen = [...items, ...this.seen].slice(0, 60);
  }

  async viewItem(): Promise<void> {
    const own = coin(0.4) ? pick(this.myLive()) : undefined;
    const target = own ? { id: own.id, type: own.type } : pick(this.seen);
    if (!target) return this.browseFeed();
    const id = target.id;
    const { r } = await this.call('gql Item', () => this.client.gql<Item>(ITEM, { id }), { gql: true, benign404: () => !own && this.ledger.itemGoneOrPictureGone(id) });
    const item = (r)?.data?.knitItem;
    if (item?.visibility === 'PUBLIC' && item.pictures.length && coin(0.5)) {
      const pic = pick(item.pictures)!;
      const type = item.type.toLowerCase();
      await this.call('GET /knit/{type}/{id}/pic/public/{picId}/', () => this.client.rest('GET', `/knit/${type}/${id}/pic/public/${pic.id}/`),
        { benign404: () => this.ledger.itemGoneOrPictureGone(id, pic.id), check: (x) => (/^image\//.test(x.headers.get('content-type') ?? '') ? null : 'not an image') });
    }
  }

  async fetchThumb(): Promise<void> {
    const s = pick(this.seen.filter((x) => x.thumb));
    if (!s) return this.browseFeed();
    await this.call('GET /images/{id}/thumb', () => this.client.raw('GET', s.thumb!, { auth: false, kind: 'GET /images/{id}/thumb' }),
      { benign404: () => this.ledger.itemGoneOrPictureGone(s.id, s.pictureId), check: (x) => (x.headers.get('content-type') === 'image/webp' ? null : 'thumbnail is not webp') });
  }

  async myItems(): Promise<void> {
    if (this.rest()) {
      const type = pick(['yarn', 'pattern'])!;
      const expectLive = this.myLive().filter((i) => i.type === type).map((i) => i.id);
      const expectGone = [...this.ledger.items.values()].filter((i) => i.owner === this.me && i.state === 'gone').map((i) => i.id);
      await this.call(`GET /knit/${type}/`, () => this.client.rest<RestBody<'getKnitBy_type'>>('GET', `/knit/${type}/`), {
        check: (r) => {
          const ids = new Set(r.body.data.map((d) => d.id));
          const missing = expectLive.filter((id) => !ids.has(id));
          const ghosts = expectGone.filter((id) => ids.has(id));
          return missing.length || ghosts.length ? `read-your-writes: missing ${missing.join(',')}, deleted but listed ${ghosts.join(',')}` : null;
        },
      });
      return;
    }
    await this.call('gql Mine', () => this.client.gql(MINE, { type: pick(['YARN', 'PATTERN', null]) }), { gql: true });
  }

  // ---------------------------------------------------------------- items

  async createItem(): Promise<void> {
    const type = coin(0.7) ? 'yarn' : 'pattern';
    const nonce = this.nonce('v');
    const owner = this.ledger.owner(this.me);
    const visibility = coin(0.8) ? 'Public' : 'Private';
    let outcome: Outcome;
    let id: number | undefined;
    if (this.rest()) {
      const body = type === 'yarn'
        ? { name: nonce, producer: 'Drops', made_in: 'Peru', content: 'alpaca', weight: '50 g', yardage: 100 + rnd(300), needle_size: '4 mm', tags: 'alpaca, soft', visibility }
        : { name: nonce, notes: 'Cast on 120 stitches.', tags: 'hat', visibility };
      ({ outcome } = await this.call(`POST /knit/${type}/`, () => this.client.rest<RestBody<'postKnitBy_type'>>('POST', `/knit/${type}/`, { json: body }).then((r) => { id = r.body?.id; return r; })));
    } else {
      const input = { type: upper(type), name: nonce, producer: 'Rowan', madeIn: 'UK', content: 'wool', weight: '100 g', yardage: '200 m', needleSize: '5 mm', notes: type === 'pattern' ? 'Knit in the round.' : null, tags: ['wool', 'aran'], visibility: upper(visibility) };
      ({ outcome } = await this.call('gql CreateItem', () => this.client.gql<{ createKnitItem: { item: Named } }>(CREATE_ITEM, { i: input }).then((r) => { id = r.data?.createKnitItem?.item?.id; return r; }), { gql: true }));
    }
    if (outcome === 'ok' && typeof id === 'number') {
      this.ledger.items.set(id, { id, owner: this.me, nonce, type, names: new Set([nonce]), state: 'live', pictures: new Map(), pendingPictures: 0, colours: new Map(), pendingColours: 0 });
      this.ledger.ack('create item');
    } else {
      owner.unknownItemNonces.add(nonce);
    }
  }

  async editItem(): Promise<void> {
    const it = pick(this.myLive());
    if (!it) return this.createItem();
    this.seq += 1;
    const name = `${it.nonce}.${this.seq}`;
    let outcome: Outcome;
    if (this.rest()) {
      ({ outcome } = await this.call(`PUT /knit/${it.type}/{id}/`, () => this.client.rest('PUT', `/knit/${it.type}/${it.id}/`, { json: { id: it.id, name, weight: `${50 + rnd(100)} g`, tags: 'edited, wool' } })));
    } else {
      ({ outcome } = await this.call('gql UpdateItem', () => this.client.gql(UPDATE_ITEM, { i: { id: it.id, name, weight: `${rnd(200)} g`, tags: ['edited'] } }), { gql: true }));
    }
    if (outcome === 'ok') { it.names = new Set([name]); this.ledger.ack('update item'); } else it.names.add(name);
  }

  async deleteItem(): Promise<void> {
    const live = this.myLive();
    if (live.length < 3) return this.createItem();
    const it = pick(live)!;
    let outcome: Outcome;
    if (this.rest()) ({ outcome } = await this.call(`DELETE /knit/${it.type}/{id}/`, () => this.client.rest('DELETE', `/knit/${it.type}/${it.id}/`)));
    else ({ outcome } = await this.call('gql DeleteItem', () => this.client.gql(DELETE_ITEM, { i: { id: it.id } }), { gql: true }));
    it.state = outcome === 'ok' ? 'gone' : 'maybe';
    if (outcome === 'ok') this.ledger.ack('delete item');
  }

  async uploadPicture(): Promise<void> {
    const it = pick(this.myLive().filter((i) => i.pictures.size + i.pendingPictures < 4));
    if (!it) return this.createItem();
    const bytes = pick(this.opts.images)!;
    let outcome: Outcome;
    let id: number | undefined;
    if (this.rest()) {
      ({ outcome } = await this.call(`POST /knit/${it.type}/{id}/pic/`, () => this.client.rest<RestBody<'postKnitBy_typeBy_idPic'>>('POST', `/knit/${it.type}/${it.id}/pic/`, { files: { pic: { bytes, name: 'photo.jpg', type: 'image/jpeg' } } }).then((r) => { id = r.body?.id; return r; })));
    } else {
      ({ outcome } = await this.call('gql AddPicture', () => this.client.gqlUpload<{ addPicture: { picture: { id: number } } }>(ADD_PICTURE, { i: { itemId: it.id, file: null } }, { 'variables.i.file': { bytes, name: 'photo.jpg', type: 'image/jpeg' } }).then((r) => { id = r.data?.addPicture?.picture?.id; return r; }), { gql: true }));
    }
    if (outcome === 'ok' && typeof id === 'number') { it.pictures.set(id, 'live'); this.ledger.ack('add picture'); } else it.pendingPictures += 1;
  }

  async deletePicture(): Promise<void> {
    const it = pick(this.myLive().filter((i) => [...i.pictures.values()].includes('live')));
    if (!it) return this.uploadPicture();
    const picId = pick([...it.pictures].filter(([, s]) => s === 'live').map(([p]) => p))!;
    let outcome: Outcome;
    if (this.rest()) ({ outcome } = await this.call(`DELETE /knit/${it.type}/{id}/pic/{picId}/`, () => this.client.rest('DELETE', `/knit/${it.type}/${it.id}/pic/${picId}/`)));
    else ({ outcome } = await this.call('gql DeletePicture', () => this.client.gql(DELETE_PICTURE, { i: { id: picId } }), { gql: true }));
    it.pictures.set(picId, outcome === 'ok' ? 'gone' : 'maybe');
    if (outcome === 'ok') this.ledger.ack('delete picture');
  }

  async addColour(): Promise<void> {
    const it = pick(this.myLive());
    if (!it) return this.createItem();
    let outcome: Outcome;
    let id: number | undefined;
    const text = pick(['Red', 'Forest green', 'Oatmeal', 'Navy'])!;
    if (this.rest()) {
      ({ outcome } = await this.call(`POST /knit/${it.type}/{id}/color/`, () => this.client.rest<RestBody<'postKnitBy_typeBy_idColor'>>('POST', `/knit/${it.type}/${it.id}/color/`, { json: { text_description: text, code_description: `#${rnd(999)}` } }).then((r) => { id = r.body?.id; return r; })));
    } else {
      ({ outcome } = await this.call('gql AddColour', () => this.client.gql<{ addColour: { colour: { id: number } } }>(ADD_COLOUR, { i: { itemId: it.id, textDescription: text, codeDescription: `C${rnd(999)}` } }).then((r) => { id = r.data?.addColour?.colour?.id; return r; }), { gql: true }));
    }
    if (outcome === 'ok' && typeof id === 'number') { it.colours.set(id, 'live'); this.ledger.ack('add colour'); } else it.pendingColours += 1;
  }

  // ---------------------------------------------------------------- calculators

  private measures(): Record<string, number> {
    return { tensionRows: 20 + rnd(20), tensionWidth: 10, tensionStitches: 15 + rnd(15), tensionHeight: 10, resultRows: rnd(200), resultWidth: Math.round(Math.random() * 1000) / 10, resultStitches: rnd(300), resultHeight: 55.5 };
  }

  private wire(m: Record<string, number>): Record<string, number> {
    return { tension_rows: m.tensionRows, tension_width: m.tensionWidth, tension_stitches: m.tensionStitches, tension_height: m.tensionHeight, result_rows: m.resultRows, result_width: m.resultWidth, result_stitches: m.resultStitches, result_height: m.resultHeight };
  }

  async listCalcs(): Promise<void> {
    if (coin(0.5)) {
      const { r } = this.rest()
        ? await this.call('GET /calc/public/', () => this.client.rest('GET', '/calc/public/'))
        : await this.call('gql PublicCalcs', () => this.client.gql(PUBLIC_CALCS, { after: null }), { gql: true });
      const data = (r?.body as CalcList)?.data;
      const ids: number[] | undefined = Array.isArray(data) ? data.map((c) => c.id) : data?.publicCalculators?.nodes?.map((n) => n.id);
      if (ids) this.publicCalcs = ids.slice(-30);
      return;
    }
    if (this.rest()) await this.call('GET /calc/', () => this.client.rest('GET', '/calc/'));
    else await this.call('gql MyCalcs', () => this.client.gql(MY_CALCS), { gql: true });
  }

  async createCalc(): Promise<void> {
    const nonce = this.nonce('c');
    const m = this.measures();
    const visibility = coin(0.7) ? 'Public' : 'Private';
    let outcome: Outcome;
    let id: number | undefined;
    if (this.rest()) {
      ({ outcome } = await this.call('POST /calc/', () => this.client.rest<RestBody<'postCalc'>>('POST', '/calc/', { json: { name: nonce, type: rnd(3), visibility, ...this.wire(m) } }).then((r) => { id = r.body?.id; return r; })));
    } else {
      ({ outcome } = await this.call('gql CreateCalc', () => this.client.gql<{ createCalculator: { calculator: Named } }>(CREATE_CALC, { i: { name: nonce, type: rnd(3), visibility: upper(visibility), ...m } }).then((r) => { id = r.data?.createCalculator?.calculator?.id; return r; }), { gql: true }));
    }
    if (outcome === 'ok' && typeof id === 'number') { this.ledger.calcs.set(id, { id, owner: this.me, names: new Set([nonce]), state: 'live' }); this.ledger.ack('create calculator'); } else this.ledger.owner(this.me).unknownCalcNonces.add(nonce);
  }

  async applyCalc(): Promise<void> {
    const c = pick(this.ledger.liveCalcs(this.me));
    if (!c) return this.createCalc();
    const rename = coin(0.3);
    const base = [...c.names][0].split('.')[0];
    this.seq += 1;
    const name = rename && !base.startsWith('Copy of') ? `${base}.${this.seq}` : undefined;
    const m = this.measures();
    let outcome: Outcome;
    if (this.rest()) ({ outcome } = await this.call('PUT /calc/{id}/', () => this.client.rest('PUT', `/calc/${c.id}/`, { json: { id: c.id, ...(name ? { name } : {}), ...this.wire(m) } })));
    else ({ outcome } = await this.call('gql UpdateCalc', () => this.client.gql(UPDATE_CALC, { i: { id: c.id, ...(name ? { name } : {}), ...m } }), { gql: true }));
    if (name) { if (outcome === 'ok') c.names = new Set([name]); else c.names.add(name); }
    if (outcome === 'ok') this.ledger.ack('update calculator');
  }

  async copyCalc(): Promise<void> {
    const source = pick(this.publicCalcs);
    if (!source) return this.listCalcs();
    let id: number | undefined;
    let name: string | undefined;
    const { outcome } = await this.call('gql CopyCalc', () => this.client.gql<{ copyCalculator: { calculator: Named } }>(COPY_CALC, { i: { id: source } }).then((r) => { id = r.data?.copyCalculator?.calculator?.id; name = r.data?.copyCalculator?.calculator?.name; return r; }), { gql: true, benign404: () => this.ledger.calcGone(source) });
    if (outcome === 'ok' && typeof id === 'number') { this.ledger.calcs.set(id, { id, owner: this.me, names: new Set([name!]), state: 'live' }); this.ledger.ack('copy calculator'); } else this.ledger.owner(this.me).unknownCopies += 1;
  }

  async deleteCalc(): Promise<void> {
    const live = this.ledger.liveCalcs(this.me);
    if (live.length < 3) return this.createCalc();
    const c = pick(live)!;
    let outcome: Outcome;
    if (this.rest()) ({ outcome } = await this.call('DELETE /calc/{id}/', () => this.client.rest('DELETE', `/calc/${c.id}/`)));
    else ({ outcome } = await this.call('gql DeleteCalc', () => this.client.gql(DELETE_CALC, { i: { id: c.id } }), { gql: true }));
    c.state = outcome === 'ok' ? 'gone' : 'maybe';
    if (outcome === 'ok') this.ledger.ack('delete calculator');
  }

  // ---------------------------------------------------------------- account

  async refresh(): Promise<void> {
    if (!this.client.cookies.has('purlwise_refresh')) {
      // Nobody here logs out: a missing cookie means the server dropped a valid session (e.g. on a 503).
      const now = Date.now();
      this.ledger.answers.push({ vu: this.idx, kind: 'session kept', start: now, end: now, outcome: 'error', status: 0, detail: 'the refresh cookie of a valid session was cleared' });
      return this.login();
    }
    let token: string | undefined;
    if (this.rest()) await this.call('GET /account/refresh/', () => this.client.rest<RestBody<'getAccountRefresh'>>('GET', '/account/refresh/', { auth: false }).then((r) => { token = r.body?.tokens?.accessToken; return r; }));
    else await this.call('gql Refresh', () => this.client.gql<{ refresh: Token }>(REFRESH, {}, { auth: false }).then((r) => { token = r.data?.refresh?.accessToken; return r; }), { gql: true });
    if (token) this.client.token = token;
  }

  async login(): Promise<void> {
    const { username, password } = this.account;
    let token: string | undefined;
    if (this.rest()) await this.call('POST /account/login/', () => this.client.rest<RestBody<'postAccountLogin'>>('POST', '/account/login/', { json: { username, password }, auth: false }).then((r) => { token = r.body?.tokens?.accessToken; return r; }));
    else await this.call('gql Login', () => this.client.gql<{ login: Token }>(LOGIN, { i: { username, password } }, { auth: false }).then((r) => { token = r.data?.login?.accessToken; return r; }), { gql: true });
    if (token) this.client.token = token;
  }

  async profile(): Promise<void> {
    if (coin(0.6)) {
      if (this.rest()) await this.call('GET /user/{username}/', () => this.client.rest('GET', `/user/${this.account.username}/`));
      else await this.call('gql Me', () => this.client.gql(ME), { gql: true });
      return;
    }
    const bio = this.nonce('b');
    const owner = this.ledger.owner(this.me);
    let outcome: Outcome;
    if (this.rest()) ({ outcome } = await this.call('PUT /user/{username}/', () => this.client.rest('PUT', `/user/${this.account.username}/`, { json: { bio } })));
    else ({ outcome } = await this.call('gql UpdateProfile', () => this.client.gql(UPDATE_PROFILE, { i: { bio } }), { gql: true }));
    if (outcome === 'ok') { owner.bios = new Set([bio]); this.ledger.ack('update profile'); } else owner.bios.add(bio);
  }

  // ---------------------------------------------------------------- the loop

  private readonly mix: Array<[number, () => Promise<void>]> = [
    [22, () => this.browseFeed()], [9, () => this.viewItem()], [6, () => this.fetchThumb()], [6, () => this.myItems()],
    [9, () => this.createItem()], [8, () => this.editItem()], [2, () => this.deleteItem()],
    [6, () => this.uploadPicture()], [1, () => this.deletePicture()], [3, () => this.addColour()],
    [5, () => this.listCalcs()], [4, () => this.createCalc()], [5, () => this.applyCalc()], [1, () => this.copyCalc()], [1, () => this.deleteCalc()],
    [2, () => this.refresh()], [1, () => this.login()], [3, () => this.profile()],
  ];

  /** Runs until `until()` (read on every turn, so it can be extended). */
  async run(until: () => number): Promise<void> {
    const total = this.mix.reduce((a, [w]) => a + w, 0);
    await this.login();
    while (Date.now() < until()) {
      let x = Math.random() * total;
      const action = this.mix.find(([w]) => (x -= w) < 0)?.[1] ?? this.mix[0][1];
      await action();
      const [lo, hi] = this.opts.thinkMs;
      await new Promise((r) => setTimeout(r, lo + Math.random() * (hi - lo)));
    }
  }
}
