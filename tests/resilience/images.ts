/** Real images made by sharp, and the database checks of the image invariants (re-exported by lib.ts). */
import crypto from 'node:crypto';
import type { Client as PgClient } from 'pg';
import sharp from 'sharp';

// ---------------------------------------------------------------- images

/** A real image made by sharp: random colour, or random noise (hard to compress, so large). */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 64, height = 48, noise = false): Promise<Buffer> {
  const img = noise
    ? sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : (() => { const [r, g, b] = crypto.randomBytes(3); return sharp({ create: { width, height, channels: 3, background: { r, g, b } } }); })();
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : format === 'webp' ? img.webp() : img.gif()).toBuffer();
}

/** True when sharp can decode every byte of `buf` as an image within the pixel cap. */
export async function decodes(buf: Buffer, maxPixels = 40_000_000): Promise<boolean> {
  try {
    const meta = await sharp(buf, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) return false;
    await sharp(buf, { limitInputPixels: maxPixels, failOn: 'error' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- database invariants

/** A row selected by its id. */
type Row = { id: number };

/** Rows that break the image invariants: pictures (of items and projects) without their image, images nobody points at. */
export async function imageInvariantViolations(db: PgClient): Promise<string[]> {
  const problems: string[] = [];
  const dangling = await db.query<Row>(`select p.id from picture p left join image i on i.id = p.image_id where i.id is null
    union all select c.id from colour c left join image i on i.id = c.image_id where c.image_id is not null and i.id is null
    union all select pp.id from project_picture pp left join image i on i.id = pp.image_id where i.id is null`);
  if (dangling.rowCount) problems.push(`pictures/colours pointing at missing images: ${dangling.rows.map((r) => r.id).join(',')}`);
  const orphans = await db.query<Row>(`select i.id from image i where
      not exists (select 1 from picture p where p.image_id = i.id)
      and not exists (select 1 from colour c where c.image_id = i.id)
      and not exists (select 1 from project_picture pp where pp.image_id = i.id)
      and not exists (select 1 from app_user u where u.picture_id = i.id or u.background_id = i.id)`);
  if (orphans.rowCount) problems.push(`orphaned images: ${orphans.rows.map((r) => r.id).join(',')}`);
  const shared = await db.query<{ image_id: number }>(`select image_id, count(*) from (
      select image_id from picture union all select image_id from colour where image_id is not null
      union all select image_id from project_picture
      union all select picture_id from app_user where picture_id is not null
      union all select background_id from app_user where background_id is not null) refs group by image_id having count(*) > 1`);
  if (shared.rowCount) problems.push(`images referenced twice: ${shared.rows.map((r) => r.image_id).join(',')}`);
  const empty = await db.query<Row>(`select id from image where octet_length(data) = 0 or octet_length(thumb) = 0 or byte_size <> octet_length(data)`);
  if (empty.rowCount) problems.push(`images with empty or mis-sized data: ${empty.rows.map((r) => r.id).join(',')}`);
  return problems;
}

/** Every stored image (and thumbnail) decodes and is within the caps; returns the ids that do not. */
export async function undecodableImages(db: PgClient, sinceId = 0): Promise<number[]> {
  const bad: number[] = [];
  let last = sinceId;
  for (;;) {
    const { rows } = await db.query<Row & { data: Buffer; thumb: Buffer; mime: string; width: number; height: number }>('select id, data, thumb, mime, width, height from image where id > $1 order by id limit 20', [last]);
    if (!rows.length) break;
    for (const r of rows) {
      last = r.id;
      const okMime = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(r.mime);
      if (!okMime || r.width * r.height > 40_000_000 || !(await decodes(r.data)) || !(await decodes(r.thumb))) bad.push(r.id);
    }
  }
  return bad;
}
