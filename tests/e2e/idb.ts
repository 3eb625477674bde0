/** Reads the app's IndexedDB stores from a page (drafts, the offline queue, the kept cache), for the issue #26 suites. */
import type { Page } from 'playwright-core';

/** The [key, value] pairs of object store `store` in database `db`; [] when the app has not created it yet. */
export function idbEntries(page: Page, db: string, store: string): Promise<Array<[string, unknown]>> {
  return page.evaluate(async ([name, storeName]) => {
    // Opening a database that does not exist would create it empty and break the app's own opening: look first.
    const known = await indexedDB.databases();
    if (!known.some((d) => d.name === name)) return [];
    return new Promise<Array<[string, unknown]>>((resolve) => {
      const req = indexedDB.open(name);
      req.onerror = () => resolve([]);
      req.onsuccess = () => {
        const conn = req.result;
        if (!conn.objectStoreNames.contains(storeName)) { conn.close(); resolve([]); return; }
        const tx = conn.transaction(storeName, 'readonly');
        const keys = tx.objectStore(storeName).getAllKeys();
        const values = tx.objectStore(storeName).getAll();
        tx.oncomplete = () => {
          conn.close();
          // Files and other objects come back as plain clones: stringify what JSON can show.
          resolve(keys.result.map((k, i) => [typeof k === 'string' ? k : JSON.stringify(k), JSON.parse(JSON.stringify(values.result[i] ?? null)) as unknown]));
        };
      };
    });
  }, [db, store] as const);
}

/** Waits until some key of the store satisfies `test` (or, with `absent`, until none does). */
export async function waitForIdb(page: Page, db: string, store: string, test: (key: string, value: unknown) => boolean,
  { absent = false, timeout = 15_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await idbEntries(page, db, store)).some(([k, v]) => test(k, v));
    if (found !== absent) return;
    if (Date.now() > deadline) throw new Error(`IndexedDB ${db}/${store}: ${absent ? 'entry still there' : 'no matching entry'} after ${timeout} ms`);
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))));
  }
}

/** Waits until the draft stored under a key ending in `suffix` exists (or, with `absent`, is gone). */
export function waitForDraft(page: Page, suffix: string, absent = false): Promise<void> {
  return waitForIdb(page, 'purlwise-drafts', 'drafts', (k) => k.endsWith(`|${suffix}`), { absent });
}
