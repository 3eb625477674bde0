import {
  CM_PER_INCH, displayNeedle, displayWeight, displayYardage, findNeedle, GRAMS_PER_OUNCE, lengthFromUnit, lengthToUnit,
  lengthUnitName, METRES_PER_YARD, NEEDLE_SIZES, parseQuantity, roundTo,
} from './measures';

describe('the Craft Yarn Council needle table', () => {
  it('is ordered by mm, without repeated US or UK numbers', () => {
    const mm = NEEDLE_SIZES.map((n) => n.mm);
    expect([...mm].sort((a, b) => a - b)).toEqual(mm);
    const us = NEEDLE_SIZES.flatMap((n) => (n.us ? [n.us] : []));
    const uk = NEEDLE_SIZES.flatMap((n) => (n.uk ? [n.uk] : []));
    expect(new Set(us).size).toBe(us.length);
    expect(new Set(uk).size).toBe(uk.length);
  });

  it.each([[2, '0', '14'], [3.25, '3', '10'], [4, '6', '8'], [5, '8', '6'], [6.5, '10.5', '3'], [8, '11', '0'], [10, '15', '000']])(
    '%p mm is US %s and UK %s', (mm, us, uk) => {
      expect(NEEDLE_SIZES.find((n) => n.mm === mm)).toMatchObject({ us, uk });
    });

  it('finds every line by each of its numbers', () => {
    for (const line of NEEDLE_SIZES) {
      expect(findNeedle({ value: line.mm, unit: 'mm' })).toBe(line);
      if (line.us) expect(findNeedle(parseQuantity(`US ${line.us}`)!)).toBe(line);
      if (line.uk) expect(findNeedle(parseQuantity(`UK ${line.uk}`)!)).toBe(line);
    }
  });
});

describe('parseQuantity', () => {
  it.each([
    ['100 g', { value: 100, unit: 'g' }], ['50g', { value: 50, unit: 'g' }], ['100 grams', { value: 100, unit: 'g' }],
    ['3.5 oz', { value: 3.5, unit: 'oz' }], ['1,75 oz', { value: 1.75, unit: 'oz' }], ['200 m', { value: 200, unit: 'm' }],
    ['200 mètres', { value: 200, unit: 'm' }], ['219 yds', { value: 219, unit: 'yd' }], ['219 Yards', { value: 219, unit: 'yd' }],
    ['4 mm', { value: 4, unit: 'mm' }], ['3.5mm', { value: 3.5, unit: 'mm' }], ['US 6', { value: 6, unit: 'us' }], ['us #8', { value: 8, unit: 'us' }],
  ])('%p', (text, q) => {
    expect(parseQuantity(text)).toMatchObject(q);
  });

  it.each(['', 'DK', 'about 100 g', '100', '4-5 mm', 'g 100', '100 kg', null, undefined])('%p is left as typed', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('display in the preferred unit', () => {
  const display = { weight: displayWeight, 'yarn length': displayYardage, needle: displayNeedle };
  // Weights in grams or ounces, lengths of yarn in metres or yards, needles in mm with the US number for Imperial;
  // what is not a quantity of that kind is left as typed.
  it.each([
    ['weight', '100 g', 'IMPERIAL', '3.5 oz'], ['weight', '100 g', 'METRIC', '100 g'], ['weight', '3.5 oz', 'METRIC', '99 g'],
    ['weight', 'DK weight', 'IMPERIAL', 'DK weight'], ['weight', '200 m', 'IMPERIAL', '200 m'],
    ['yarn length', '200 m', 'IMPERIAL', '219 yd'], ['yarn length', '219 yds', 'METRIC', '200 m'], ['yarn length', 'lots', 'METRIC', 'lots'],
    ['needle', '4 mm', 'IMPERIAL', 'US 6 (4 mm)'], ['needle', 'US 6', 'METRIC', '4 mm'], ['needle', 'UK 8', 'IMPERIAL', 'US 6 (4 mm)'],
    ['needle', '3 mm', 'IMPERIAL', '3 mm'], ['needle', '4.2 mm', 'IMPERIAL', '4.2 mm'],
  ] as const)('the %s %p is shown in %s as %p', (kind, text, units, shown) => {
    expect(display[kind](text, units)).toBe(shown);
  });

  it('numbers in the format given (French: a decimal comma)', () => {
    const fr = (n: number) => new Intl.NumberFormat('fr').format(n);
    expect(displayWeight('25 g', 'IMPERIAL', fr)).toBe('0,9 oz');
    expect(displayNeedle('US 4', 'METRIC', fr)).toBe('3,5 mm');
    expect(displayNeedle('3.5 mm', 'IMPERIAL', fr)).toBe('US 4 (3,5 mm)');
    expect(displayYardage('200 m', 'IMPERIAL', fr)).toBe('219 yd');
  });

  it('calculator lengths: cm stored, inches shown for Imperial, and back', () => {
    expect(lengthToUnit(10, 'IMPERIAL')).toBe(3.94);
    expect(lengthToUnit(10, 'METRIC')).toBe(10);
    expect(lengthFromUnit(1, 'IMPERIAL')).toBe(CM_PER_INCH);
    expect(lengthFromUnit(12.5, 'METRIC')).toBe(12.5);
    expect(lengthUnitName('IMPERIAL')).toBe('in');
    expect(lengthUnitName('METRIC')).toBe('cm');
  });

  it('uses the exact definitions', () => {
    expect(roundTo(GRAMS_PER_OUNCE * 16, 3)).toBe(453.592);
    expect(roundTo(METRES_PER_YARD / 3 / 12 * 100, 2)).toBe(CM_PER_INCH);
  });
});
