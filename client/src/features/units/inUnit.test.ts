import { inUnit, inUnitHint, yarnQuantities } from './inUnit';

describe('yarn quantities in the preferred unit', () => {
  it('converts weight, length and needle size, and leaves other fields and free text alone', () => {
    expect(inUnit('weight', '100 g', 'IMPERIAL')).toBe('3.5 oz');
    expect(inUnit('yardage', '200 m', 'IMPERIAL')).toBe('219 yd');
    expect(inUnit('needleSize', '4 mm', 'IMPERIAL')).toBe('US 6 (4 mm)');
    expect(inUnit('producer', '100 g', 'IMPERIAL')).toBe('100 g');
    expect(inUnit('weight', 'DK', 'IMPERIAL')).toBe('DK');
  });

  it('hints only when the shown value differs from what was typed', () => {
    expect(inUnitHint('weight', '100 g', 'IMPERIAL')).toBe('≈ 3.5 oz');
    expect(inUnitHint('weight', '100 g', 'METRIC')).toBeNull();
    expect(inUnitHint('weight', '', 'IMPERIAL')).toBeNull();
    expect(inUnitHint('name', 'Highland', 'IMPERIAL')).toBeNull();
  });
});

describe('quantities in the language\'s format', () => {
  const fr = (n: number) => new Intl.NumberFormat('fr').format(n);
  it('writes French decimals with a comma, and hints only when the value itself changes', () => {
    expect(inUnit('weight', '25 g', 'IMPERIAL', fr)).toBe('0,9 oz');
    expect(inUnitHint('weight', '25 g', 'IMPERIAL', fr)).toBe('≈ 0,9 oz');
    expect(inUnitHint('yardage', '1000 m', 'METRIC', fr)).toBeNull();
  });

  it('gives a card its weight and length, or nothing', () => {
    expect(yarnQuantities({ weight: '50 g', yardage: '167 m' }, 'IMPERIAL', fr)).toBe('1,8 oz · 183 yd');
    expect(yarnQuantities({ weight: '50 g', yardage: '' }, 'METRIC')).toBe('50 g');
    expect(yarnQuantities({ weight: '', yardage: null }, 'METRIC')).toBeNull();
  });
});
