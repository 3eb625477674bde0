import { menuFocusIndex, menuReducer, isOutside, shouldFocusSearch } from './menu';

describe('menuReducer', () => {
  it('toggles open and closed', () => {
    expect(menuReducer(false, { type: 'toggle' })).toBe(true);
    expect(menuReducer(true, { type: 'toggle' })).toBe(false);
  });

  it.each(['outsideClick', 'escape', 'close', 'navigate'] as const)('closes on %s and stays closed', (type) => {
    expect(menuReducer(true, { type })).toBe(false);
    expect(menuReducer(false, { type })).toBe(false);
  });
});

describe('isOutside', () => {
  const box = (...inside: string[]) => ({ contains: (t: string | null) => t !== null && inside.includes(t) });

  it('is false for a click inside any container', () => {
    expect(isOutside('button', [box('button'), box('panel')])).toBe(false);
    expect(isOutside('link', [box('button'), box('link')])).toBe(false);
  });

  it('is true for a click elsewhere, ignoring missing containers', () => {
    expect(isOutside('page', [box('button'), null, undefined])).toBe(true);
    expect(isOutside('page', [])).toBe(true);
  });

  it('treats a missing target as outside', () => {
    expect(isOutside(null, [box('x')])).toBe(true);
  });
});

describe('shouldFocusSearch', () => {
  const on = (tagName: string, extra: Partial<{ isContentEditable: boolean }> = {}) => ({ tagName, ...extra });

  it('focuses search for / pressed on the page', () => {
    expect(shouldFocusSearch({ key: '/', target: on('BODY') })).toBe(true);
    expect(shouldFocusSearch({ key: '/', target: on('button') })).toBe(true);
    expect(shouldFocusSearch({ key: '/', target: null })).toBe(true);
  });

  it('ignores / typed into a field', () => {
    expect(shouldFocusSearch({ key: '/', target: on('INPUT') })).toBe(false);
    expect(shouldFocusSearch({ key: '/', target: on('textarea') })).toBe(false);
    expect(shouldFocusSearch({ key: '/', target: on('SELECT') })).toBe(false);
    expect(shouldFocusSearch({ key: '/', target: on('DIV', { isContentEditable: true }) })).toBe(false);
  });

  it('ignores other keys and modified slashes', () => {
    expect(shouldFocusSearch({ key: 'a', target: on('BODY') })).toBe(false);
    expect(shouldFocusSearch({ key: '/', ctrlKey: true, target: on('BODY') })).toBe(false);
    expect(shouldFocusSearch({ key: '/', metaKey: true, target: on('BODY') })).toBe(false);
    expect(shouldFocusSearch({ key: '/', altKey: true, target: on('BODY') })).toBe(false);
  });
});

describe('menuFocusIndex', () => {
  it('moves down and up with wrap-around, and to the ends with Home and End', () => {
    expect(menuFocusIndex('ArrowDown', 0, 4)).toBe(1);
    expect(menuFocusIndex('ArrowDown', 3, 4)).toBe(0);
    expect(menuFocusIndex('ArrowUp', 0, 4)).toBe(3);
    expect(menuFocusIndex('ArrowUp', 2, 4)).toBe(1);
    expect(menuFocusIndex('Home', 2, 4)).toBe(0);
    expect(menuFocusIndex('End', 1, 4)).toBe(3);
  });

  it('starts from the first or the last when nothing is focused, and ignores other keys and empty menus', () => {
    expect(menuFocusIndex('ArrowDown', -1, 4)).toBe(0);
    expect(menuFocusIndex('ArrowUp', -1, 4)).toBe(3);
    expect(menuFocusIndex('a', 1, 4)).toBeNull();
    expect(menuFocusIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
