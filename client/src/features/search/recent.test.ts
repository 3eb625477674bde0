import { clearRecent, loadRecent, rememberSearch, RECENT_KEY, RECENT_MAX, searchPath, withRecent } from './recent';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => { data.set(k, v); },
    removeItem: (k: string) => { data.delete(k); },
  };
}

describe('recent searches', () => {
  test('newest first, trimmed, without repeats in any case, at most RECENT_MAX', () => {
    expect(withRecent(['wool', 'merino'], '  Merino ')).toEqual(['Merino', 'wool']);
    expect(withRecent(['wool'], '   ')).toEqual(['wool']);
    const many = Array.from({ length: 20 }, (_, i) => `q${i}`);
    expect(withRecent(many, 'new')).toHaveLength(RECENT_MAX);
  });

  test('kept in storage; unreadable storage counts as none', () => {
    const s = memory();
    rememberSearch('alpaca', s);
    rememberSearch('silk', s);
    expect(loadRecent(s)).toEqual(['silk', 'alpaca']);
    clearRecent(s);
    expect(loadRecent(s)).toEqual([]);
    expect(loadRecent(memory({ [RECENT_KEY]: '{oops' }))).toEqual([]);
    expect(loadRecent(memory({ [RECENT_KEY]: '[1, "ok", ""]' }))).toEqual(['ok']);
    expect(loadRecent(null)).toEqual([]);
  });

  test('the address of a search', () => {
    expect(searchPath(' laine & soie ')).toBe('/search?q=laine+%26+soie');
    expect(searchPath('wool', 'YARN')).toBe('/search?q=wool&type=YARN');
  });
});
