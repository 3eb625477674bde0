import {
  BACKUP_KEY, clearBackup, editPath, emptyForm, formFromItem, itemFromState, itemInput, kindEnum, kindFromParam,
  editorStart, parseIdParam, previewPath, readBackup, tagsFromText, writeBackup,
} from './itemForm';
import type { KeyValueStore } from '../../lib/storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('formFromItem', () => {
  it('fills every field and joins tags with ", "', () => {
    const f = formFromItem({ name: 'Alpaca', producer: 'Drops', madeIn: 'Peru', content: '100% alpaca', weight: '50 g', yardage: '167 m', needleSize: '3.5 mm', tags: ['soft', 'warm'], visibility: 'PRIVATE' });
    expect(f).toEqual({ ...emptyForm(), name: 'Alpaca', producer: 'Drops', madeIn: 'Peru', content: '100% alpaca', weight: '50 g', yardage: '167 m', needleSize: '3.5 mm', tags: 'soft, warm', visibility: 'PRIVATE' });
  });
  it('treats missing fields as empty and missing visibility as Public', () => {
    expect(formFromItem({})).toEqual(emptyForm());
    expect(formFromItem({ visibility: 'Public', tags: null, name: null })).toEqual(emptyForm());
    expect(formFromItem({ visibility: 'private' }).visibility).toBe('PRIVATE');
  });
  it('accepts legacy comma-separated tag text', () => {
    expect(formFromItem({ tags: ' a,b , ,a' }).tags).toBe('a, b');
  });
});

describe('tagsFromText', () => {
  it('splits on commas and line breaks, trims, drops blanks and repeats', () => {
    expect(tagsFromText('wool, warm\nwinter,\r\n , wool')).toEqual(['wool', 'warm', 'winter']);
    expect(tagsFromText('')).toEqual([]);
  });
});

describe('itemInput', () => {
  const form = { ...emptyForm(), name: 'N', producer: 'P', madeIn: 'M', content: 'C', weight: 'W', yardage: 'Y', needleSize: 'S', notes: 'notes', tags: 'a, b', visibility: 'PRIVATE' as const };
  it('sends every yarn field but notes for a yarn', () => {
    expect(itemInput(form, 'yarn')).toEqual({ name: 'N', producer: 'P', madeIn: 'M', content: 'C', weight: 'W', yardage: 'Y', needleSize: 'S', tags: ['a', 'b'], visibility: 'PRIVATE', weightClass: null });
  });
  it('sends the weight class of a yarn when chosen', () => {
    expect(itemInput({ ...form, weightClass: 'LIGHT' }, 'yarn')).toMatchObject({ weightClass: 'LIGHT' });
    expect(formFromItem({ type: 'YARN', weightClass: 'JUMBO' }).weightClass).toBe('JUMBO');
    expect(formFromItem({ type: 'YARN', weightClass: 'HEAVY' }).weightClass).toBe('');
  });
  it('sends name, tags, visibility and notes for the other kinds', () => {
    for (const kind of ['pattern', 'detail', 'model'] as const) {
      expect(itemInput(form, kind)).toEqual({ name: 'N', notes: 'notes', tags: ['a', 'b'], visibility: 'PRIVATE' });
    }
  });
});

describe('route helpers', () => {
  it('reads the kind, yarn when absent', () => {
    expect(kindFromParam(undefined)).toBe('yarn');
    expect(kindFromParam('Pattern')).toBe('pattern');
    expect(kindFromParam('sock')).toBeNull();
    expect(kindEnum('detail')).toBe('DETAIL');
  });
  it('reads the id', () => {
    expect(parseIdParam(undefined)).toEqual({ kind: 'none' });
    expect(parseIdParam('new')).toEqual({ kind: 'new' });
    expect(parseIdParam('42')).toEqual({ kind: 'id', id: 42 });
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999999999999']) expect(parseIdParam(bad)).toEqual({ kind: 'invalid' });
  });
  it('builds paths', () => {
    expect(editPath('yarn', 3)).toBe('/yarn/3');
    expect(editPath('yarn', 'new')).toBe('/yarn');
    expect(editPath('model', 'new')).toBe('/item/model/new');
    expect(editPath('pattern', 7)).toBe('/item/pattern/7');
    expect(previewPath('yarn', 3)).toBe('/yarn-preview/3');
    expect(previewPath('detail', 3)).toBe('/item-preview/detail/3');
  });
  it('reads an item from router state', () => {
    expect(itemFromState(null)).toBeNull();
    expect(itemFromState({})).toBeNull();
    expect(itemFromState({ item: { id: 1 } })).toEqual({ id: 1 });
  });
});

describe('backup', () => {
  it('round-trips an item of the same kind', () => {
    const store = memoryStore();
    const form = { ...emptyForm(), name: 'Kept', tags: 'x, y' };
    writeBackup(store, { type: 'yarn', id: 5, form });
    expect(readBackup(store, 'yarn')).toEqual({ type: 'yarn', id: 5, form });
    expect(readBackup(store, 'pattern')).toBeNull();
    clearBackup(store);
    expect(readBackup(store, 'yarn')).toBeNull();
    expect(() => clearBackup(undefined)).not.toThrow();
  });
  it('survives garbage, a missing store and a throwing store', () => {
    const store = memoryStore();
    expect(readBackup(store, 'yarn')).toBeNull();
    store.data.set(BACKUP_KEY, '{not json');
    expect(readBackup(store, 'yarn')).toBeNull();
    store.data.set(BACKUP_KEY, JSON.stringify({ type: 'yarn', id: -3, form: { name: 'A' } }));
    expect(readBackup(store, 'yarn')).toEqual({ type: 'yarn', id: null, form: { ...emptyForm(), name: 'A' } });
    expect(readBackup(undefined, 'yarn')).toBeNull();
    const throwing: KeyValueStore = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => {} };
    expect(() => writeBackup(throwing, { type: 'yarn', id: null, form: emptyForm() })).not.toThrow();
    expect(readBackup(throwing, 'yarn')).toBeNull();
  });
});

describe('editorStart', () => {
  const none = { kind: 'none' } as const;
  const saved = { type: 'yarn' as const, id: 8, form: { ...emptyForm(), name: 'B' } };
  const draft = { type: 'yarn' as const, id: null, form: { ...emptyForm(), name: 'D' } };
  it('loads a saved id from the URL, whatever else there is', () => {
    expect(editorStart('yarn', { kind: 'id', id: 3 }, { databaseId: 4 }, saved)).toEqual({ kind: 'load', id: 3 });
  });
  it('refuses an unknown kind or a bad id', () => {
    expect(editorStart(null, none, null, null)).toEqual({ kind: 'invalid' });
    expect(editorStart('yarn', { kind: 'invalid' }, null, null)).toEqual({ kind: 'invalid' });
  });
  it('starts blank for new, and backs that up', () => {
    expect(editorStart('pattern', { kind: 'new' }, null, saved)).toEqual({ kind: 'form', form: emptyForm(), backup: true });
  });
  it('shows an item from router state, or opens its URL when it has an id', () => {
    expect(editorStart('yarn', none, { name: 'S', tags: ['a'] }, saved)).toEqual({ kind: 'form', form: { ...emptyForm(), name: 'S', tags: 'a' }, backup: true });
    expect(editorStart('yarn', none, { databaseId: 12, name: 'S' }, null)).toEqual({ kind: 'redirect', path: '/yarn/12' });
  });
  it('falls back to the local backup, then to a blank form', () => {
    expect(editorStart('yarn', none, null, saved)).toEqual({ kind: 'redirect', path: '/yarn/8' });
    expect(editorStart('yarn', none, null, draft)).toEqual({ kind: 'form', form: draft.form, backup: false });
    expect(editorStart('yarn', none, null, null)).toEqual({ kind: 'form', form: emptyForm(), backup: false });
  });
});
