/** Builds the export of one user: the JSON document and the list of images to put beside it. */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EXPORT_FORMAT, EXPORT_VERSION, imagePath,
  type ExportDocument, type ExportedCalculator, type ExportedNeedle, type ExportedPatternSize, type ExportedFavourite, type ExportedColour, type ExportedItem, type ExportedPicture,
} from './export-format';
import { exportProjects } from '../project/project.export';
import type { KnitTextName } from '@purlwise/core';
import { perTextField, textColumnsSql } from '../knit/knit.fields';

/** An image to copy into the zip. */
export interface ExportImage { id: number; path: string }

type Vis = 'public' | 'private';
interface UserRow {
  username: string; email: string; name: string; bio: string; country: string; city: string; visibility: Vis;
  preferred_unit: 'metric' | 'imperial'; picture_id: number | null; background_id: number | null; created_at: Date;
}
/** A row of knit_item, its text columns named as their fields of the field table (see ITEM_COLUMNS). */
interface ItemRow extends Record<KnitTextName, string> {
  id: number; type: ExportedItem['type']; tags: string[]; visibility: Vis; created_at: Date; last_updated: Date; weight_class: number | null;
  metres_per_skein: number | null; grams_per_skein: number | null;
}
interface FavouriteRow { owner: string; type: ExportedItem['type']; name: string; item_id: number; created_at: Date }
interface PictureRow { item_id: number; image_id: number; created_at: Date }
interface ColourRow {
  item_id: number; image_id: number | null; text_description: string; code_description: string; created_at: Date;
  skeins_on_hand: string | null; dye_lot: string; storage_place: string; purchase_date: string | null; purchase_price: string | null;
}
interface SizeRow {
  item_id: number; name: string; yardage_m: number | null; weight_class: number | null; stitches_per_10cm: number | null; rows_per_10cm: number | null; needle_mm: number | null;
}
interface NeedleRow { id: number; kind: string; size_mm: number; length_cm: number | null; material: string; count: number; notes: string; created_at: Date }
interface CalculatorRow {
  name: string; type: number; visibility: Vis; last_updated: Date; tension_rows: number; tension_width: number; tension_stitches: number;
  tension_height: number; result_rows: number; result_width: number; result_stitches: number; result_height: number;
}

/** The columns of ItemRow: the text columns named as their fields (`k.made_in as "madeIn"`), the others as they are. */
const ITEM_COLUMNS = `k.id, k.type, ${textColumnsSql('k')}, k.tags, k.visibility, k.created_at, k.last_updated, k.weight_class,
  k.metres_per_skein, k.grams_per_skein`;

const iso = (d: Date | string) => new Date(d).toISOString();
const numberOrNull = (v: string | number | null) => (v == null ? null : Number(v));
/** A date column as YYYY-MM-DD (the driver may give a Date at local midnight or the text). */
const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10)
  : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);

async function rows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params);
}

/** The document and image list of `userId`, read in a handful of statements (text only: no image bytes). */
export async function buildExport(em: EntityManager, userId: number): Promise<{ document: ExportDocument; images: ExportImage[] }> {
  const [user] = await rows<UserRow>(em, 'select * from app_user where id = ?', [userId]);
  const mimes = new Map((await rows<{ id: number; mime: string }>(em, 'select id, mime from image where owner_id = ?', [userId])).map((r) => [r.id, r.mime]));
  const images = new Map<number, ExportImage>();
  const file = (id: number | null): string | null => {
    if (id == null || !mimes.has(id)) return null;
    if (!images.has(id)) images.set(id, { id, path: imagePath(id, mimes.get(id)!) });
    return images.get(id)!.path;
  };
  const items = await rows<ItemRow>(em, `select ${ITEM_COLUMNS} from knit_item k where k.owner_id = ? order by k.id`, [userId]);
  const pictures = await rows<PictureRow>(em, 'select p.* from picture p join knit_item k on k.id = p.item_id where k.owner_id = ? order by p.id', [userId]);
  const colours = await rows<ColourRow>(em, 'select c.* from colour c join knit_item k on k.id = c.item_id where k.owner_id = ? order by c.id', [userId]);
  const sizes = await rows<SizeRow>(em, 'select s.* from pattern_size s join knit_item k on k.id = s.item_id where k.owner_id = ? order by s.item_id, s.position, s.id', [userId]);
  const needles = await rows<NeedleRow>(em, 'select * from needle where owner_id = ? order by id', [userId]);
  const calculators = await rows<CalculatorRow>(em, 'select * from calculator where owner_id = ? order by id', [userId]);
  const favourites = await rows<FavouriteRow>(em, `select u.username as owner, k.type, k.name, f.item_id, f.created_at from favourite f
    join knit_item k on k.id = f.item_id join app_user u on u.id = k.owner_id
    where f.user_id = ? and k.visibility = 'public' order by f.created_at desc, f.item_id desc`, [userId]);
  const picturesOf = group(pictures, (p): ExportedPicture | null => {
    const f = file(p.image_id);
    return f ? { file: f, createdAt: iso(p.created_at) } : null;
  });
  const coloursOf = group(colours, (c): ExportedColour => ({
    textDescription: c.text_description, codeDescription: c.code_description, picture: file(c.image_id), createdAt: iso(c.created_at),
    skeinsOnHand: numberOrNull(c.skeins_on_hand), dyeLot: c.dye_lot, storagePlace: c.storage_place,
    purchaseDate: c.purchase_date == null ? null : day(c.purchase_date), purchasePrice: numberOrNull(c.purchase_price),
  }));
  const sizesOf = group(sizes, (z): ExportedPatternSize => ({
    name: z.name, yardageM: z.yardage_m, weightClass: z.weight_class, stitchesPer10cm: z.stitches_per_10cm, rowsPer10cm: z.rows_per_10cm, needleMm: z.needle_mm,
  }));
  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile: {
      username: user.username, email: user.email, name: user.name, bio: user.bio, country: user.country, city: user.city,
      visibility: user.visibility, preferredUnit: user.preferred_unit, picture: file(user.picture_id), background: file(user.background_id),
      createdAt: iso(user.created_at),
    },
    items: items.map((k): ExportedItem => ({
      type: k.type, ...perTextField((f) => k[f.name]), tags: k.tags, visibility: k.visibility, createdAt: iso(k.created_at),
      lastUpdated: iso(k.last_updated), weightClass: k.weight_class, metresPerSkein: k.metres_per_skein, gramsPerSkein: k.grams_per_skein,
      pictures: picturesOf.get(k.id) ?? [], colours: coloursOf.get(k.id) ?? [], sizes: sizesOf.get(k.id) ?? [],
    })),
    calculators: calculators.map((c): ExportedCalculator => ({
      name: c.name, type: c.type, visibility: c.visibility, lastUpdated: iso(c.last_updated),
      tensionRows: c.tension_rows, tensionWidth: c.tension_width, tensionStitches: c.tension_stitches, tensionHeight: c.tension_height,
      resultRows: c.result_rows, resultWidth: c.result_width, resultStitches: c.result_stitches, resultHeight: c.result_height,
    })),
    favourites: favourites.map((f): ExportedFavourite => ({ owner: f.owner, type: f.type, name: f.name, itemId: f.item_id, savedAt: iso(f.created_at) })),
    needles: needles.map((n): ExportedNeedle => ({
      kind: n.kind, sizeMm: n.size_mm, lengthCm: n.length_cm, material: n.material, count: n.count, notes: n.notes, createdAt: iso(n.created_at),
    })),
    projects: await exportProjects(em, userId, { itemIds: items.map((k) => k.id), needleIds: needles.map((n) => n.id), file }),
  };
  return { document, images: [...images.values()] };
}

/** Rows mapped and grouped by their item_id, keeping order; null mappings are dropped. */
function group<R extends { item_id: number }, T>(list: R[], map: (r: R) => T | null): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of list) {
    const v = map(r);
    if (v === null) continue;
    const bucket = out.get(r.item_id) ?? [];
    bucket.push(v);
    out.set(r.item_id, bucket);
  }
  return out;
}

/** About how many bytes the zip of `userId` will be: the image bytes plus a little per row. */
export async function estimateExportBytes(em: EntityManager, userId: number): Promise<number> {
  const [r] = await rows<{ bytes: string | number }>(em, `select
      (select coalesce(sum(byte_size), 0) + count(*) * 150 from image where owner_id = ?)
    + (select coalesce(sum(length(k::text)), 0) + count(*) * 300 from knit_item k where owner_id = ?) + 1000 as bytes`, [userId, userId]);
  return Number(r.bytes);
}
