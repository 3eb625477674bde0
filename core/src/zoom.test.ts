import { columnCount, restoreCardWidth, zoomVisibly } from './layout';

/** The widths a run of presses goes through, starting from `width`. */
function presses(width: number, direction: 'in' | 'out', times: number, content: number, windowWidth: number): number[] {
  const seen: number[] = [];
  let w = width;
  for (let i = 0; i < times; i++) { w = zoomVisibly(w, direction, content, windowWidth); seen.push(w); }
  return seen;
}

describe('zoomVisibly', () => {
  // The account page at 1440 px: 936 px of content beside the profile panel.
  it('changes the columns at every press on a 936 px content column, then stops at the ends', () => {
    expect(presses(320, 'out', 4, 936, 1440)).toEqual([280, 200, 160, 160]);
    expect(presses(160, 'in', 5, 936, 1440)).toEqual([200, 240, 320, 480, 480]);
    const columns = [160, 200, 240, 320, 480].map((w) => columnCount(936, w));
    expect(columns).toEqual([5, 4, 3, 2, 1]);
  });

  it('skips the widths that show the same columns (the feed at 1440 px: 1300 px of content)', () => {
    expect(presses(320, 'in', 3, 1300, 1440)).toEqual([360, 440, 440]);
    expect(columnCount(1300, 320)).toBe(4);
    expect(columnCount(1300, 440)).toBe(2);
    expect(presses(440, 'out', 2, 1300, 1440)).toEqual([400, 320]);
  });

  it('on a phone it goes from two columns to one and back (the width wraps past the window)', () => {
    expect(presses(160, 'in', 4, 343, 375)).toEqual([200, 160, 200, 160]);
  });

  it('keeps the width when nothing can change', () => {
    expect(zoomVisibly(160, 'out', 936, 1440)).toBe(160);
    expect(zoomVisibly(480, 'in', 936, 1440)).toBe(480);
    expect(zoomVisibly(320, 'in', 0, 1440)).toBe(320);
  });
});

describe('restoreCardWidth', () => {
  it.each([
    [360, 1440, 360], [null, 1440, 320], [null, 375, 160], [480, 375, 160], [100, 1440, 320], [999, 1440, 320], [333.5, 1440, 320],
  ])('remembered %p in a %p px window gives %p', (remembered, windowWidth, want) => {
    expect(restoreCardWidth(remembered, windowWidth)).toBe(want);
  });
});
