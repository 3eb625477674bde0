import {
  CAROUSEL_SIZE, carouselWindow, COLOUR_PLACEHOLDER_ID, columnCount, dealRoundRobin, defaultCardWidth,
  EMPTY_PICTURE_ID, MAX_CARD, MENU_BREAKPOINT, MIN_CARD, WIDE_CARD, ZOOM_STEP, zoomIn, zoomOut,
} from './layout';

describe('constants', () => {
  it('match SPEC §9', () => {
    expect([MENU_BREAKPOINT, ZOOM_STEP, MIN_CARD, WIDE_CARD, MAX_CARD, CAROUSEL_SIZE]).toEqual([640, 40, 160, 320, 480, 4]);
    expect(EMPTY_PICTURE_ID).toBe(0);
    expect(COLOUR_PLACEHOLDER_ID).toBe(9007199254740991);
  });
});

describe('defaultCardWidth', () => {
  it.each([[320, 160], [639, 160], [640, 320], [1920, 320], [0, 160]])('window %p → %p', (w, want) => {
    expect(defaultCardWidth(w)).toBe(want);
  });
});

describe('zoomIn', () => {
  it.each([
    ['grows by 40', 160, 1920, 200], ['grows by 40', 320, 1920, 360],
    ['stops at 480', 440, 1920, 480], ['stops at 480', 480, 1920, 480], ['stops at 480', 460, 1920, 480],
    ['resets to 160 when the new width would exceed the window', 320, 359, 160],
    ['resets to 160 when the new width would exceed the window', 320, 360, 360],
    ['resets to 160 when the new width would exceed the window', 480, 479, 160],
  ])('%s: %p px cards in a %p px window → %p', (_, card, window, want) => {
    expect(zoomIn(card, window)).toBe(want);
  });
});

describe('zoomOut', () => {
  it.each([[480, 440], [200, 160], [180, 160], [160, 160]])('shrinks by 40 down to 160: %p → %p', (card, want) => {
    expect(zoomOut(card)).toBe(want);
  });
});

describe('columnCount', () => {
  it.each([
    ['floors the ratio', 1000, 320, 3], ['floors the ratio', 960, 320, 3], ['floors the ratio', 959, 320, 2],
    ['is at least 1', 100, 160, 1], ['is at least 1', 0, 160, 1], ['is at least 1', 500, 0, 1], ['is at least 1', NaN, 160, 1],
  ])('%s: a %p px window of %p px cards → %p', (_, window, card, want) => {
    expect(columnCount(window, card)).toBe(want);
  });
});

describe('dealRoundRobin', () => {
  it('deals item i into column i mod n', () => {
    expect(dealRoundRobin([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 4, 7], [2, 5], [3, 6]]);
  });
  it('always returns n columns, some possibly empty', () => {
    expect(dealRoundRobin(['a'], 3)).toEqual([['a'], [], []]);
    expect(dealRoundRobin([], 2)).toEqual([[], []]);
  });
  it('uses one column for a bad count', () => {
    expect(dealRoundRobin([1, 2], 0)).toEqual([[1, 2]]);
    expect(dealRoundRobin([1, 2], NaN)).toEqual([[1, 2]]);
    expect(dealRoundRobin([1, 2, 3], 2.7)).toEqual([[1, 3], [2]]);
  });
});

describe('carouselWindow', () => {
  it('shows everything when there are at most 4', () => {
    expect(carouselWindow(0, 3)).toEqual({ start: 0, end: 3 });
    expect(carouselWindow(3, 4)).toEqual({ start: 0, end: 4 });
  });
  it('is empty with no thumbnails', () => {
    expect(carouselWindow(0, 0)).toEqual({ start: 0, end: 0 });
  });
  it('scrolls right just enough to keep the selection visible', () => {
    expect(carouselWindow(3, 10)).toEqual({ start: 0, end: 4 });
    expect(carouselWindow(4, 10)).toEqual({ start: 1, end: 5 });
    expect(carouselWindow(9, 10)).toEqual({ start: 6, end: 10 });
  });
  it('does not scroll while the selection stays in view', () => {
    expect(carouselWindow(5, 10, 4, 3)).toEqual({ start: 3, end: 7 });
    expect(carouselWindow(3, 10, 4, 3)).toEqual({ start: 3, end: 7 });
    expect(carouselWindow(6, 10, 4, 3)).toEqual({ start: 3, end: 7 });
  });
  it('scrolls left when the selection moves before the window', () => {
    expect(carouselWindow(2, 10, 4, 3)).toEqual({ start: 2, end: 6 });
    expect(carouselWindow(0, 10, 4, 6)).toEqual({ start: 0, end: 4 });
  });
  it('follows a selection stepping right one at a time', () => {
    let start = 0;
    const starts: number[] = [];
    for (let i = 0; i < 7; i++) {
      start = carouselWindow(i, 7, 4, start).start;
      starts.push(start);
    }
    expect(starts).toEqual([0, 0, 0, 0, 1, 2, 3]);
  });
  it('clamps out-of-range input', () => {
    expect(carouselWindow(-1, 10)).toEqual({ start: 0, end: 4 });
    expect(carouselWindow(99, 10)).toEqual({ start: 6, end: 10 });
    expect(carouselWindow(1, 3, 4, 5)).toEqual({ start: 0, end: 3 });
    expect(carouselWindow(8, 10, 4, 9)).toEqual({ start: 6, end: 10 });
  });
  it('honours another size', () => {
    expect(carouselWindow(5, 10, 2)).toEqual({ start: 4, end: 6 });
  });
});
