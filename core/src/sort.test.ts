import { compareTitles, FILTER_KEYS, filterItems, isFilterKey, isSortKey, SORT_KEYS, sortItems, sortToApi } from './sort';

type Item = { title: string; lastUpdated: string | Date; type: string };
const item = (title: string, lastUpdated: string | Date = '2024-01-01T00:00:00Z', type = 'yarn'): Item =>
  ({ title, lastUpdated, type });
const titles = (xs: Item[]) => xs.map((x) => x.title);

describe('compareTitles', () => {
  it('orders numbers by value', () => {
    expect(compareTitles('Yarn 2', 'Yarn 10')).toBeLessThan(0);
    expect(compareTitles('Yarn 10', 'Yarn 2')).toBeGreaterThan(0);
    expect(compareTitles('9 balls', '10 balls')).toBeLessThan(0);
  });
  it('ignores case and accents (base sensitivity)', () => {
    expect(compareTitles('wool', 'WOOL')).toBe(0);
    expect(compareTitles('Ёлка', 'елка')).toBe(0);
    expect(compareTitles('café', 'cafe')).toBe(0);
  });
  it('uses Russian alphabetical order', () => {
    const words = ['Яблоко', 'ёж', 'Пряжа', 'арбуз', 'Жакет', 'Ель', 'шарф', 'Банан'];
    expect([...words].sort(compareTitles)).toEqual(['арбуз', 'Банан', 'ёж', 'Ель', 'Жакет', 'Пряжа', 'шарф', 'Яблоко']);
  });
  it('puts Cyrillic before Latin, as the Russian collation does', () => {
    expect(compareTitles('Пряжа', 'Alpaca')).toBeLessThan(0);
    expect(compareTitles('Yarn', 'Яблоко')).toBeGreaterThan(0);
  });
});

describe('sortItems', () => {
  const items = [
    item('Yarn 10', '2024-03-01T00:00:00Z'),
    item('alpaca', '2024-01-15T00:00:00Z'),
    item('Yarn 2', '2023-12-31T23:59:59Z'),
    item('Пряжа', new Date('2024-02-01T00:00:00Z')),
    item('Berry', '2024-03-01T00:00:00Z'),
  ];

  it('none behaves as A-Z', () => {
    expect(titles(sortItems(items, 'none'))).toEqual(['Пряжа', 'alpaca', 'Berry', 'Yarn 2', 'Yarn 10']);
    expect(sortItems(items, 'none')).toEqual(sortItems(items, 'az'));
  });
  it('za is the reverse', () => {
    expect(titles(sortItems(items, 'za'))).toEqual(['Yarn 10', 'Yarn 2', 'Berry', 'alpaca', 'Пряжа']);
  });
  it('dateDown puts the oldest first, ties by title', () => {
    expect(titles(sortItems(items, 'dateDown'))).toEqual(['Yarn 2', 'alpaca', 'Пряжа', 'Berry', 'Yarn 10']);
  });
  it('dateUp puts the newest first, ties by title', () => {
    expect(titles(sortItems(items, 'dateUp'))).toEqual(['Berry', 'Yarn 10', 'Пряжа', 'alpaca', 'Yarn 2']);
  });
  it('compares by instant, whatever the time zone written', () => {
    const xs = [item('a', '2024-01-01T10:00:00+02:00'), item('b', '2024-01-01T09:00:00Z')];
    expect(titles(sortItems(xs, 'dateDown'))).toEqual(['a', 'b']);
  });
  it('treats an unreadable date as the oldest', () => {
    const xs = [item('a', '2024-01-01'), item('b', 'not a date')];
    expect(titles(sortItems(xs, 'dateDown'))).toEqual(['b', 'a']);
    expect(titles(sortItems(xs, 'dateUp'))).toEqual(['a', 'b']);
  });
  it('returns a new array and leaves the input alone', () => {
    const before = titles(items);
    const out = sortItems(items, 'az');
    expect(out).not.toBe(items);
    expect(titles(items)).toEqual(before);
  });
  it('handles an empty list', () => {
    expect(sortItems([], 'dateUp')).toEqual([]);
  });
});

describe('filterItems', () => {
  const items = [item('a', undefined, 'yarn'), item('b', undefined, 'pattern'), item('c', undefined, 'model'), item('d', undefined, 'yarn')];
  it('keeps everything for all', () => {
    expect(titles(filterItems(items, 'all'))).toEqual(['a', 'b', 'c', 'd']);
    expect(filterItems(items, 'all')).not.toBe(items);
  });
  it('keeps the chosen type', () => {
    expect(titles(filterItems(items, 'yarn'))).toEqual(['a', 'd']);
    expect(titles(filterItems(items, 'pattern'))).toEqual(['b']);
    expect(titles(filterItems(items, 'detail'))).toEqual([]);
  });
  it('uses the lowercase of the menu label', () => {
    expect(titles(filterItems(items, 'Yarn'))).toEqual(['a', 'd']);
    expect(titles(filterItems(items, 'All'))).toEqual(['a', 'b', 'c', 'd']);
    expect(titles(filterItems([item('e', undefined, 'MODEL')], 'model'))).toEqual(['e']);
  });
});

describe('keys', () => {
  it('lists sorts and filters in menu order', () => {
    expect(SORT_KEYS).toEqual(['none', 'az', 'za', 'dateDown', 'dateUp']);
    expect(FILTER_KEYS).toEqual(['all', 'yarn', 'pattern', 'detail', 'model']);
  });
  it('recognises stored keys', () => {
    expect(isSortKey('dateUp')).toBe(true);
    expect(isSortKey('DateUp')).toBe(false);
    expect(isSortKey(null)).toBe(false);
    expect(isFilterKey('model')).toBe(true);
    expect(isFilterKey('Model')).toBe(false);
  });
  it('maps to the GraphQL enum', () => {
    expect(SORT_KEYS.map(sortToApi)).toEqual(['NAME_ASC', 'NAME_ASC', 'NAME_DESC', 'OLDEST_FIRST', 'NEWEST_FIRST']);
  });
});
