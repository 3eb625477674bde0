import { isIsoDate, lengthInUnit, needleSizeNames, parseSkeinGrams, parseSkeinMetres, skeinsToBuy, weightInUnit } from './stash';

describe('skein text', () => {
  test('reads metres, preferring them over yards', () => {
    expect(parseSkeinMetres('100 m / 109 yd')).toBe(100);
    expect(parseSkeinMetres('109 yds / 100 m')).toBe(100);
    expect(parseSkeinMetres('400m')).toBe(400);
    expect(parseSkeinMetres('201 mètres')).toBe(201);
    expect(parseSkeinMetres('137,5 m')).toBe(137.5);
    expect(parseSkeinMetres('220 yards')).toBe(201.2);
    expect(parseSkeinMetres('lots')).toBeNull();
    expect(parseSkeinMetres('0 m')).toBeNull();
    expect(parseSkeinMetres('')).toBeNull();
    expect(parseSkeinMetres(null)).toBeNull();
  });
  test('reads grams, preferring them over ounces', () => {
    expect(parseSkeinGrams('50 g')).toBe(50);
    expect(parseSkeinGrams('100gr')).toBe(100);
    expect(parseSkeinGrams('3.5 oz / 100 g')).toBe(100);
    expect(parseSkeinGrams('1.75 oz')).toBe(49.6);
    expect(parseSkeinGrams('50 grammes')).toBe(50);
    expect(parseSkeinGrams('heavy')).toBeNull();
    expect(parseSkeinGrams('100 m')).toBeNull();
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
  test('calendar days only', () => {
    expect(isIsoDate('2026-03-14')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('14/03/2026')).toBe(false);
    expect(isIsoDate(20260314)).toBe(false);
  });
  test('skeins to buy round up, and none when there is enough', () => {
    expect(skeinsToBuy(900, 400, 100)).toBe(5);
    expect(skeinsToBuy(901, 400, 100)).toBe(6);
    expect(skeinsToBuy(900, 1000, 100)).toBe(0);
    expect(skeinsToBuy(900, 0, 0)).toBe(0);
  });
});
