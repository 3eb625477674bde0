import { inUnit, inUnitHint } from './inUnit';

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
