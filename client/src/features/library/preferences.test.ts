import { FILTER_STORAGE_KEY, SORT_STORAGE_KEY, filterToApi, readFilter, readSort, writePreference } from './preferences';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, data };
}

describe('filter and sort preferences', () => {
  it('default to All and No', () => {
    expect(readFilter(memory())).toBe('all');
    expect(readSort(memory())).toBe('none');
    expect(readFilter(undefined)).toBe('all');
    expect(readSort(undefined)).toBe('none');
  });

  it('read back what was written under the shared keys', () => {
    const store = memory();
    writePreference(store, FILTER_STORAGE_KEY, 'pattern');
    writePreference(store, SORT_STORAGE_KEY, 'dateUp');
    expect(store.data.get('filterPreference')).toBe('pattern');
    expect(store.data.get('sortPreference')).toBe('dateUp');
    expect(readFilter(store)).toBe('pattern');
    expect(readSort(store)).toBe('dateUp');
  });

  it('ignore unknown stored values', () => {
    const store = memory({ filterPreference: 'socks', sortPreference: 'random' });
    expect(readFilter(store)).toBe('all');
    expect(readSort(store)).toBe('none');
  });

  it('survive a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readFilter(broken)).toBe('all');
    expect(() => writePreference(broken, FILTER_STORAGE_KEY, 'yarn')).not.toThrow();
  });
});

describe('filterToApi', () => {
  it('maps All to no type and the others to their enum', () => {
    expect(filterToApi('all')).toBeUndefined();
    expect(filterToApi('yarn')).toBe('YARN');
    expect(filterToApi('pattern')).toBe('PATTERN');
    expect(filterToApi('detail')).toBe('DETAIL');
    expect(filterToApi('model')).toBe('MODEL');
  });
});
