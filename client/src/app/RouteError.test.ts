import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnce } from './RouteError';

/** A sessionStorage stand-in. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => { data.delete(k); },
    setItem: (k, v) => { data.set(k, v); },
  };
}

describe('isChunkLoadError', () => {
  it('knows the failed dynamic imports of Chromium, Firefox and Safari, and Vite\'s stylesheet preload', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/A-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/A-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/A-1.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads once per page, then not again within ten minutes', () => {
    const store = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnce('/explore', store, 1_000, reload)).toBe(true);
    expect(reloadOnce('/explore', store, 2_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.getItem(CHUNK_RELOAD_KEY)!)).toEqual({ path: '/explore', at: 1_000 });
    // Another page, or the same one much later (another deploy), may reload again.
    expect(reloadOnce('/search', store, 3_000, reload)).toBe(true);
    expect(reloadOnce('/search', store, 3_000 + 11 * 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads without sessionStorage (no way to stop a loop)', () => {
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('denied'); } } as Storage;
    const reload = jest.fn();
    expect(reloadOnce('/explore', broken, 1_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
