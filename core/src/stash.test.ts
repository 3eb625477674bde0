import { isIsoDate, lengthInUnit, needleSizeNames, parseSkeinGrams, parseSkeinMetres, skeinsToBuy, weightInUnit } from './stash';

describe('skein text', () => {
  test.each([
    ['100 m / 109 yd', 100], ['109 yds / 100 m', 100], ['400m', 400], ['201 mètres', 201], ['137,5 m', 137.5], ['220 yards', 201.2],
    ['lots', null], ['0 m', null], ['', null], [null, null],
  ])('reads metres, preferring them over yards: %p → %p', (text, metres) => {
    expect(parseSkeinMetres(text)).toBe(metres);
  });
  test.each([
    ['50 g', 50], ['100gr', 100], ['3.5 oz / 100 g', 100], ['1.75 oz', 49.6], ['50 grammes', 50], ['heavy', null], ['100 m', null],
  ])('reads grams, preferring them over ounces: %p → %p', (text, grams) => {
    expect(parseSkeinGrams(text)).toBe(grams);
  });
});

describe('units and needles', () => {
  test('lengths and weights in the unit', () => {
    expect(lengthInUnit(100, false)).toBe(100);
    expect(lengthInUnit(100, true)).toBe(109);
    expect(weightInUnit(50, false)).toBe(50);
    expect(weightInUnit(50, true)).toBe(1.8);
  });
  test('US and UK names of metric sizes', () => {
    expect(needleSizeNames(4)).toEqual({ us: '6', uk: '8' });
    expect(needleSizeNames(3.5)).toEqual({ us: '4', uk: null });
    expect(needleSizeNames(4.1)).toEqual({ us: null, uk: null });
  });
});

describe('checks and buying', () => {
  test.each([['2026-03-14', true], ['2026-02-30', false], ['14/03/2026', false], [20260314, false]])(
    'calendar days only: %p → %p', (value, valid) => {
      expect(isIsoDate(value)).toBe(valid);
    });
  test.each([[900, 400, 100, 5], [901, 400, 100, 6], [900, 1000, 100, 0], [900, 0, 0, 0]])(
    'skeins to buy round up, and none when there is enough: %p m needed, %p m on hand, %p m a skein → %p', (needed, onHand, skein, want) => {
      expect(skeinsToBuy(needed, onHand, skein)).toBe(want);
    });
});
