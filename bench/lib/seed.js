'use strict';
/**
 * Seeding by plain SQL straight into the schema the server's migrations created:
 * ~100 users, a few real image rows (PNG + WebP thumbnail made by sharp), knit items in bulk
 * (generate_series: mixed types, 90 % public, tag arrays, names with numbers, some Cyrillic),
 * one picture per item pointing at the shared images.
 */
const crypto = require('node:crypto');
const sharp = require('sharp');

const USERS = 100;
const IMAGES = 4;

/** A small real PNG (a two-colour gradient) and its 480 px WebP thumbnail, as the upload path makes them. */
async function makeImage(i) {
  const width = 640;
  const height = 480;
  const raw = Buffer.alloc(width * height * 3);
  const a = [[200, 60, 60], [60, 140, 200], [90, 170, 90], [220, 180, 60]][i % 4];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const t = x / width;
      const stripe = ((x >> 4) + (y >> 4)) % 2 ? 20 : 0;
      raw[o] = Math.min(255, a[0] * (1 - t) + 255 * t * 0.3 + stripe);
      raw[o + 1] = Math.min(255, a[1] * (1 - t) + 255 * t * 0.3 + stripe);
      raw[o + 2] = Math.min(255, a[2] + stripe);
    }
  }
  const data = await sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
  const thumb = await sharp(data).resize(480, 480, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  const etag = crypto.createHash('sha256').update(data).digest('base64url').slice(0, 27);
  return { mime: 'image/png', width, height, data, thumb, etag };
}

/** Users and images; returns what the item inserts need. */
async function seedBase(pool) {
  const users = await pool.query(`
    insert into app_user (username, email, password_hash, name, country, city, visibility)
    select 'knitter' || lpad(i::text, 3, '0'), 'knitter' || i || '@bench.invalid', '$argon2id$v=19$bench$not-a-real-hash',
           case when i % 3 = 0 then 'Вязальщица ' || i else 'Knitter ' || i end, 'France', 'Lyon',
           case when i % 20 = 0 then 'private' else 'public' end
    from generate_series(1, ${USERS}) i
    returning id`);
  const userIds = users.rows.map((r) => r.id).sort((a, b) => a - b);
  const imageIds = [];
  for (let i = 0; i < IMAGES; i++) {
    const img = await makeImage(i);
    const { rows } = await pool.query(
      `insert into image (owner_id, mime, width, height, byte_size, etag, data, thumb, thumb_mime)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'image/webp') returning id`,
      [userIds[0], img.mime, img.width, img.height, img.data.length, img.etag, img.data, img.thumb]);
    imageIds.push(rows[0].id);
  }
  return { userIds, imageIds };
}

/**
 * Items number `from`..`to` (1-based, deterministic from the number) with one picture each.
 * One statement per table; the server's indexes are in place, as they would be in production.
 */
async function seedItems(pool, base, from, to) {
  const client = await pool.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('begin');
    const before = (await client.query('select coalesce(max(id), 0) as max from knit_item')).rows[0].max;
    const inserted = await client.query(`
      insert into knit_item (owner_id, type, name, producer, made_in, content, weight, yardage, needle_size, notes, tags, visibility, last_updated, created_at)
      select ($1::int[])[1 + (i * 37) % ${USERS}],
             (array['yarn','pattern','detail','model'])[1 + i % 4],
             (array['Merino','Alpaca','Пряжа','Кид-мохер','Cotton','Sock','Шарф','Lace','Tweed','Узор','Shawl','Носки'])[1 + (i * 7) % 12]
               || ' ' || ((i::bigint * 7919) % 100003)::text,
             case when i % 4 = 0 then (array['Drops','Sandnes','Пехорка','Rowan','Lana Grossa'])[1 + i % 5] else '' end,
             case when i % 4 = 0 then (array['Norway','Peru','Россия','Italy'])[1 + i % 4] else '' end,
             case when i % 4 = 0 then '100% wool' else '' end,
             case when i % 4 = 0 then '50 g' else '' end,
             case when i % 4 = 0 then (100 + i % 300)::text || ' m' else '' end,
             case when i % 4 = 0 then (2 + i % 6)::text || ' mm' else '' end,
             case when i % 4 <> 0 then 'Notes of item ' || i else '' end,
             case i % 5 when 0 then '{}'::text[] when 1 then array['wool'] when 2 then array['wool','winter']
                        when 3 then array['лето','хлопок'] else array['lace','fine','gift'] end,
             case when i % 10 = 3 then 'private' else 'public' end,
             now() - make_interval(secs => (i % 500000) * 60),
             now() - make_interval(secs => (i % 500000) * 60)
      from generate_series($2::int, $3::int) i`, [base.userIds, from, to]);
    await client.query(`
      insert into picture (item_id, image_id)
      select k.id, ($1::int[])[1 + k.id % ${base.imageIds.length}]
      from knit_item k where k.id > $2 order by k.id`, [base.imageIds, before]);
    await client.query('commit');
    return inserted.rowCount;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** VACUUM ANALYZE (statistics, visibility map) and a checkpoint so the load does not meet a background flush. */
async function settle(pool) {
  await pool.query('vacuum analyze');
  await pool.query('checkpoint').catch(() => undefined);
}

module.exports = { seedBase, seedItems, settle };
