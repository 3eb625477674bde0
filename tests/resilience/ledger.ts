/**
 * What the simulated users were told: every acknowledged write (ids returned), every write whose outcome is
 * unknown (an error answer during an outage), and every answer with its timing. Afterwards `verify` compares
 * it with the database: each acknowledged write present exactly once, nothing else but unknown writes.
 */
import type { Client as PgClient } from 'pg';

export type State = 'live' | 'gone' | 'maybe';

export interface ItemRec {
  id: number; owner: number; nonce: string; type: string;
  /** Acceptable current names: the last acknowledged one plus any unknown later ones. */
  names: Set<string>;
  state: State;
  pictures: Map<number, State>;
  pendingPictures: number;
  colours: Map<number, State>;
  pendingColours: number;
}

export interface CalcRec { id: number; owner: number; names: Set<string>; state: State }

export interface OwnerRec {
  id: number;
  unknownItemNonces: Set<string>;
  unknownCalcNonces: Set<string>;
  unknownCopies: number;
  bios: Set<string>;
}

export type Outcome = 'ok' | 'unavailable' | 'error';

export interface Answer {
  vu: number; kind: string; start: number; end: number; outcome: Outcome; status: number; detail: string;
  /** Evaluated at the end: a 404 that a concurrent, acknowledged delete explains. */
  benign404?: () => boolean;
}

/** What verify() found. */
export interface Found { problems: string[]; checked: number }

interface Rows {
  itemRows: Array<{ id: number; owner_id: number; name: string }>;
  calcRows: Array<{ id: number; owner_id: number; name: string }>;
  userRows: Array<{ id: number; bio: string }>;
  picsByItem: Map<number, number[]>;
  coloursByItem: Map<number, number[]>;
}

export class Ledger {
  items = new Map<number, ItemRec>();
  calcs = new Map<number, CalcRec>();
  owners = new Map<number, OwnerRec>();
  answers: Answer[] = [];
  acked = new Map<string, number>();

  owner(id: number): OwnerRec {
    let o = this.owners.get(id);
    if (!o) { o = { id, unknownItemNonces: new Set(), unknownCalcNonces: new Set(), unknownCopies: 0, bios: new Set(['']) }; this.owners.set(id, o); }
    return o;
  }

  ack(kind: string): void { this.acked.set(kind, (this.acked.get(kind) ?? 0) + 1); }
  get ackedTotal(): number { return [...this.acked.values()].reduce((a, b) => a + b, 0); }

  liveItems(owner: number): ItemRec[] { return [...this.items.values()].filter((i) => i.owner === owner && i.state === 'live'); }
  liveCalcs(owner: number): CalcRec[] { return [...this.calcs.values()].filter((c) => c.owner === owner && c.state === 'live'); }

  itemGoneOrPictureGone(itemId: number, pictureId?: number): boolean {
    const it = this.items.get(itemId);
    if (!it) return false;
    if (it.state !== 'live') return true;
    if (pictureId !== undefined) { const p = it.pictures.get(pictureId); return p === 'gone' || p === 'maybe'; }
    return false;
  }

  calcGone(id: number): boolean { const c = this.calcs.get(id); return !!c && c.state !== 'live'; }

  /** Answers that break the rules; `allowUnavailable(a)` says when a 503 is expected (an outage). */
  badAnswers(allowUnavailable: (a: Answer) => boolean = () => false): Answer[] {
    return this.answers.filter((a) => {
      if (a.outcome === 'ok') return false;
      if (a.outcome === 'unavailable') return !allowUnavailable(a);
      return !(a.status === 404 && a.benign404?.());
    });
  }

  /**
   * Checks the database against the ledger. Returns the problems found (empty when all is well) and how many
   * acknowledged facts were checked.
   */
  async verify(db: PgClient): Promise<Found> {
    const rows = await this.load(db);
    const found: Found = { problems: [], checked: 0 };
    this.checkItems(rows, found);
    this.explainItemRows(rows, found);
    this.checkCalcs(rows, found);
    this.explainCalcRows(rows, found);
    const { problems } = found;
    // Profiles: the last acknowledged bio (or an unknown later one).
    for (const u of rows.userRows) {
      const o = this.owners.get(u.id)!;
      found.checked += 1;
      if (!o.bios.has(u.bio)) problems.push(`user ${u.id} has bio ${JSON.stringify(u.bio)}, expected one of ${JSON.stringify([...o.bios])}`);
    }
    return found;
  }

  /** The rows of every owner of the ledger. */
  private async load(db: PgClient): Promise<Rows> {
    const ownerIds = [...this.owners.keys()];
    const itemRows = (await db.query('select id, owner_id, name from knit_item where owner_id = any($1)', [ownerIds])).rows as Array<{ id: number; owner_id: number; name: string }>;
    const pictureRows = (await db.query('select id, item_id from picture where item_id in (select id from knit_item where owner_id = any($1))', [ownerIds])).rows as Array<{ id: number; item_id: number }>;
    const colourRows = (await db.query('select id, item_id from colour where item_id in (select id from knit_item where owner_id = any($1))', [ownerIds])).rows as Array<{ id: number; item_id: number }>;
    const calcRows = (await db.query('select id, owner_id, name from calculator where owner_id = any($1)', [ownerIds])).rows as Array<{ id: number; owner_id: number; name: string }>;
    const userRows = (await db.query('select id, bio from app_user where id = any($1)', [ownerIds])).rows as Array<{ id: number; bio: string }>;
    const picsByItem = new Map<number, number[]>();
    for (const p of pictureRows) picsByItem.set(p.item_id, [...(picsByItem.get(p.item_id) ?? []), p.id]);
    const coloursByItem = new Map<number, number[]>();
    for (const c of colourRows) coloursByItem.set(c.item_id, [...(coloursByItem.get(c.item_id) ?? []), c.id]);
    return { itemRows, calcRows, userRows, picsByItem, coloursByItem };
  }

  private checkItems({ itemRows, picsByItem, coloursByItem }: Rows, found: Found): void {
    const { problems } = found;
    const itemsById = new Map(itemRows.map((r) => [r.id, r]));
    // Items: acknowledged ones exactly once with an acceptable name; deleted ones absent.
    for (const it of this.items.values()) {
      const row = itemsById.get(it.id);
      this.checkRow(`item ${it.id} (${it.nonce})`, it, row, found);
      if (it.state === 'live' && row) {
        const pics = new Set(picsByItem.get(it.id) ?? []);
        for (const [pid, st] of it.pictures) {
          if (st === 'live') { found.checked += 1; if (!pics.has(pid)) problems.push(`picture ${pid} of item ${it.id} was acknowledged but is missing`); }
          if (st === 'gone') { found.checked += 1; if (pics.has(pid)) problems.push(`picture ${pid} of item ${it.id} was deleted but is still there`); }
        }
        const extraPics = [...pics].filter((p) => !it.pictures.has(p));
        if (extraPics.length > it.pendingPictures) problems.push(`item ${it.id} has ${extraPics.length} unacknowledged pictures (${extraPics.join(',')}), at most ${it.pendingPictures} writes were unknown`);
        const cols = new Set(coloursByItem.get(it.id) ?? []);
        for (const [cid, st] of it.colours) {
          if (st === 'live') { found.checked += 1; if (!cols.has(cid)) problems.push(`colour ${cid} of item ${it.id} was acknowledged but is missing`); }
        }
        const extraCols = [...cols].filter((c) => !it.colours.has(c));
        if (extraCols.length > it.pendingColours) problems.push(`item ${it.id} has ${extraCols.length} unacknowledged colours, at most ${it.pendingColours} writes were unknown`);
      } else if (it.state === 'gone' && (picsByItem.has(it.id) || coloursByItem.has(it.id))) {
        problems.push(`deleted item ${it.id} left pictures or colours behind`);
      }
    }
  }

  /**
   * One item or calculator (`label` in the problems) against its row: while live, the row is there with its owner and
   * one of its acceptable names; once deleted (acknowledged), it is gone. A write of unknown outcome is not checked.
   */
  private checkRow(label: string, rec: ItemRec | CalcRec, row: { owner_id: number; name: string } | undefined, found: Found): void {
    if (rec.state === 'maybe') return;
    found.checked += 1;
    if (rec.state === 'gone') {
      if (row) found.problems.push(`${label} was deleted (acknowledged) but is still there`);
    } else if (!row) {
      found.problems.push(`${label} was acknowledged but is missing`);
    } else {
      if (row.owner_id !== rec.owner) found.problems.push(`${label} has owner ${row.owner_id}, expected ${rec.owner}`);
      if (!rec.names.has(row.name)) found.problems.push(`${label} is named ${JSON.stringify(row.name)}, expected one of ${JSON.stringify([...rec.names])}`);
    }
  }

  private explainItemRows({ itemRows }: Rows, found: Found): void {
    const { problems } = found;
    // Every row of these owners is explained: a known item, or one unknown create (each nonce at most once).
    const nonceSeen = new Map<string, number>();
    for (const row of itemRows) {
      if (this.items.has(row.id)) continue;
      const nonce = row.name.split('.')[0];
      const owner = this.owners.get(row.owner_id);
      if (!owner?.unknownItemNonces.has(nonce)) { problems.push(`item ${row.id} ${JSON.stringify(row.name)} of user ${row.owner_id} was never acknowledged nor attempted`); continue; }
      nonceSeen.set(nonce, (nonceSeen.get(nonce) ?? 0) + 1);
    }
    for (const [nonce, n] of nonceSeen) if (n > 1) problems.push(`an unknown create (${nonce}) was stored ${n} times`);
    const allNonces = new Map<string, number>();
    for (const row of itemRows) { const n = row.name.split('.')[0]; allNonces.set(n, (allNonces.get(n) ?? 0) + 1); }
    for (const it of this.items.values()) if (it.state === 'live' && (allNonces.get(it.nonce) ?? 0) !== 1) problems.push(`the create ${it.nonce} is stored ${allNonces.get(it.nonce) ?? 0} times`);
  }

  private checkCalcs({ calcRows }: Rows, found: Found): void {
    const calcsById = new Map(calcRows.map((r) => [r.id, r]));
    for (const c of this.calcs.values()) this.checkRow(`calculator ${c.id}`, c, calcsById.get(c.id), found);
  }

  private explainCalcRows({ calcRows }: Rows, found: Found): void {
    const { problems } = found;
    const copiesPerOwner = new Map<number, number>();
    const calcNonces = new Map<string, number>();
    for (const row of calcRows) {
      if (this.calcs.has(row.id)) continue;
      const owner = this.owners.get(row.owner_id)!;
      if (row.name.startsWith('Copy of ')) { copiesPerOwner.set(row.owner_id, (copiesPerOwner.get(row.owner_id) ?? 0) + 1); continue; }
      const nonce = row.name.split('.')[0];
      if (!owner.unknownCalcNonces.has(nonce)) { problems.push(`calculator ${row.id} ${JSON.stringify(row.name)} was never acknowledged nor attempted`); continue; }
      calcNonces.set(nonce, (calcNonces.get(nonce) ?? 0) + 1);
    }
    for (const [nonce, n] of calcNonces) if (n > 1) problems.push(`an unknown calculator create (${nonce}) was stored ${n} times`);
    for (const [owner, n] of copiesPerOwner) if (n > this.owner(owner).unknownCopies) problems.push(`user ${owner} has ${n} unacknowledged copies, at most ${this.owner(owner).unknownCopies} were unknown`);
  }
}
