/** Signing secrets, from the environment or else created once and kept in the database (shared by every process). */
import crypto from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { config } from '../config';

export interface Secrets { jwt: Uint8Array; images: Buffer; xsrf: Buffer }

async function setting(orm: MikroORM, key: string): Promise<string> {
  const conn = orm.em.getConnection();
  await conn.execute('insert into app_setting (key, value) values (?, ?) on conflict (key) do nothing', [key, crypto.randomBytes(32).toString('base64url')]);
  const rows = await conn.execute<{ value: string }[]>('select value from app_setting where key = ?', [key]);
  return rows[0].value;
}

/** Loads (or creates) the three secrets. JWT_SECRET, when set, overrides the stored JWT secret. */
export async function loadSecrets(orm: MikroORM): Promise<Secrets> {
  const jwt = config.jwtSecret || (await setting(orm, 'jwt_secret'));
  return {
    jwt: new TextEncoder().encode(jwt),
    images: Buffer.from(await setting(orm, 'image_secret')),
    xsrf: Buffer.from(await setting(orm, 'xsrf_secret')),
  };
}

/** Compares a secret-derived value in constant time (signatures, XSRF tokens); unequal byte lengths are unequal. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
