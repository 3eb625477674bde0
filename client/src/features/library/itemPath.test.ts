import { isOwnItem, itemPath, newItemPath } from './itemPath';

describe('itemPath', () => {
  it('sends yarn to the yarn screens', () => {
    expect(itemPath({ databaseId: 7, type: 'YARN' }, true)).toBe('/yarn/7');
    expect(itemPath({ databaseId: 7, type: 'YARN' }, false)).toBe('/yarn-preview/7');
  });

  it('sends the other kinds to the item screens', () => {
    expect(itemPath({ databaseId: 3, type: 'PATTERN' }, true)).toBe('/item/pattern/3');
    expect(itemPath({ databaseId: 3, type: 'DETAIL' }, false)).toBe('/item-preview/detail/3');
    expect(itemPath({ databaseId: 9, type: 'model' }, false)).toBe('/item-preview/model/9');
  });
});

describe('newItemPath', () => {
  it('creates yarn on /yarn and the others on /item/<type>/new', () => {
    expect(newItemPath('yarn')).toBe('/yarn');
    expect(newItemPath('pattern')).toBe('/item/pattern/new');
    expect(newItemPath('model')).toBe('/item/model/new');
  });
});

describe('isOwnItem', () => {
  it('compares usernames case-insensitively', () => {
    expect(isOwnItem({ username: 'Ann' }, 'ann')).toBe(true);
    expect(isOwnItem({ username: 'Ann' }, 'bob')).toBe(false);
    expect(isOwnItem({ username: 'Ann' }, null)).toBe(false);
    expect(isOwnItem(null, 'ann')).toBe(false);
  });
});
