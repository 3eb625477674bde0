import { mergeSearchPages } from './searchCache';

describe('search pages in the cache', () => {
  const page = (...cursors: string[]) => ({ edges: cursors.map((cursor) => ({ cursor })), pageInfo: { endCursor: cursors.at(-1) } });

  test('a first page replaces, a later one is appended without repeats', () => {
    expect(mergeSearchPages(page('a', 'b'), page('c'), {})).toEqual(page('c'));
    expect(mergeSearchPages(undefined, page('c'), { after: 'x' })).toEqual(page('c'));
    expect(mergeSearchPages(page('a', 'b'), page('b', 'c'), { after: 'b' }).edges.map((e) => e.cursor)).toEqual(['a', 'b', 'c']);
  });
});
