/**
 * Per-request DataLoaders: related rows of a page of cards load in one query per kind, never one per row. Each module
 * defines its own loaders over its own entities (user.loaders.ts, knit.loaders.ts, ...) with `perRequest`; this file
 * knows no entity. A loader is made on first use in a request and kept for that request only: most operations (a
 * mutation, `me`, a token check) use none (issue #22 point 2).
 */
import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from './context';

/** `make` once per request: the returned function gives the request's own instance, made on first use. */
export function perRequest<L extends object>(make: (ctx: Ctx) => L): (ctx: Ctx) => L {
  const made = new WeakMap<Ctx, L>();
  return (ctx) => {
    let loader = made.get(ctx);
    if (!loader) {
      loader = make(ctx);
      made.set(ctx, loader);
    }
    return loader;
  };
}

type EntityClass<T> = new (...args: never[]) => T;

/** Rows of `entity` by id, in one query per batch; null for an id with no row. */
export function byIdLoader<T extends { id: number }>(em: EntityManager, entity: EntityClass<T>): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const rows = await em.find(entity, { id: { $in: [...ids] } }) as T[];
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Rows of `entity` grouped by the id in `key` (their parent's), in `orderBy` order (id by default), in one query per batch. */
export function groupedLoader<T extends { id: number }, K extends keyof T & string>(
  em: EntityManager, entity: EntityClass<T>, key: K, orderBy: Record<string, 'asc' | 'desc'>[] = [{ id: 'asc' }],
): DataLoader<number, T[]> {
  return new DataLoader(async (ids) => {
    const rows = await em.find(entity, { [key]: { $in: [...ids] } }, { orderBy: orderBy as never }) as T[];
    const map = new Map<number, T[]>();
    for (const r of rows) {
      const parent = r[key] as unknown as number;
      const list = map.get(parent) ?? [];
      list.push(r);
      map.set(parent, list);
    }
    return ids.map((id) => map.get(id) ?? []);
  });
}
