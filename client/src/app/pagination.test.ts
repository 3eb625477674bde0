import { mergeConnection } from './pagination';

const ref = (id: number) => ({ __ref: `KnitItem:${id}` });

describe('mergeConnection', () => {
  const page1 = { nodes: [ref(1), ref(2)], pageInfo: { endCursor: 'c2', hasNextPage: true } };
  const page2 = { nodes: [ref(3), ref(4)], pageInfo: { endCursor: 'c4', hasNextPage: false } };

  it('keeps a first page as it is', () => {
    expect(mergeConnection(undefined, page1, {})).toBe(page1);
    expect(mergeConnection(undefined, page1, null)).toBe(page1);
  });

  it('replaces the cache when the first page is fetched again', () => {
    expect(mergeConnection(page2, page1, { after: null })).toBe(page1);
  });

  it('appends a later page and takes its pageInfo', () => {
    expect(mergeConnection(page1, page2, { after: 'c2' })).toEqual({
      nodes: [ref(1), ref(2), ref(3), ref(4)], pageInfo: { endCursor: 'c4', hasNextPage: false },
    });
  });

  it('drops nodes already listed', () => {
    const overlap = { nodes: [ref(2), ref(3)], pageInfo: { endCursor: 'c3', hasNextPage: false } };
    expect(mergeConnection(page1, overlap, { after: 'c2' }).nodes).toEqual([ref(1), ref(2), ref(3)]);
  });
});
