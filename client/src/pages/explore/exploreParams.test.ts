import { cloudSize, filterFromParams, viewLink } from './exploreParams';

describe('explore parameters', () => {
  test('the filter of a URL keeps known values only', () => {
    expect(filterFromParams(new URLSearchParams('type=YARN&weight=LIGHT&fibre=merino&producer=Drops&tag=soft')))
      .toEqual({ type: 'YARN', weightClass: 'LIGHT', fibre: 'merino', producer: 'Drops', tag: 'soft' });
    expect(filterFromParams(new URLSearchParams('type=SOCK&weight=HEAVY&fibre=kevlar'))).toEqual({});
    expect(filterFromParams(new URLSearchParams(''))).toEqual({});
  });

  test('links set or remove one parameter and keep the others, in a stable order', () => {
    const params = new URLSearchParams('tag=soft');
    expect(viewLink(params, 'fibre', 'wool')).toBe('/explore?fibre=wool&tag=soft');
    expect(viewLink(params, 'tag', null)).toBe('/explore');
    expect(viewLink(params, 'producer', 'Drops & Co')).toBe('/explore?producer=Drops+%26+Co&tag=soft');
  });

  test('tag cloud sizes grow with the count', () => {
    expect(cloudSize(1, 1, 9)).toBe(0.85);
    expect(cloudSize(9, 1, 9)).toBe(1.6);
    expect(cloudSize(3, 3, 3)).toBe(1.1);
  });
});
