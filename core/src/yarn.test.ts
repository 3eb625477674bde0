import { FIBRES, fibresOf, foldText, isFibre, isWeightClass, WEIGHT_CLASSES } from './yarn';

describe('weight classes', () => {
  test('eight classes numbered 0 to 7 with English and French names', () => {
    expect(WEIGHT_CLASSES.map((w) => w.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const w of WEIGHT_CLASSES) {
      expect(w.name.en).not.toBe('');
      expect(w.name.fr).not.toBe('');
      expect(w.common.en).not.toBe('');
      expect(w.common.fr).not.toBe('');
    }
  });

  test('isWeightClass accepts integers 0 to 7 only', () => {
    expect(isWeightClass(0)).toBe(true);
    expect(isWeightClass(7)).toBe(true);
    expect(isWeightClass(8)).toBe(false);
    expect(isWeightClass(-1)).toBe(false);
    expect(isWeightClass(1.5)).toBe(false);
    expect(isWeightClass('3')).toBe(false);
  });
});

describe('fibres', () => {
  test('English and French forms, accents and case ignored', () => {
    expect(fibresOf('80% Laine Mérinos, 20% Nylon')).toEqual(['wool', 'merino', 'nylon']);
    expect(fibresOf('100% alpaca')).toEqual(['alpaca']);
    expect(fibresOf('merino-silk blend')).toEqual(['merino', 'silk']);
    expect(fibresOf('polyamide et coton')).toEqual(['cotton', 'nylon']);
  });

  test('whole words only', () => {
    expect(fibresOf('linear woolly')).toEqual([]);
    expect(fibresOf('')).toEqual([]);
    expect(fibresOf(null)).toEqual([]);
  });

  test('keys are unique and known', () => {
    expect(new Set(FIBRES.map((f) => f.key)).size).toBe(FIBRES.length);
    expect(isFibre('wool')).toBe(true);
    expect(isFibre('kevlar')).toBe(false);
    expect(foldText('Mérinos')).toBe('merinos');
  });
});
