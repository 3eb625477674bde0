import {
  applyEdit, cleanCalcName, copyName, COPY_PREFIX, derive, fromWire, isIntegerMeasure, MEASURE_KEYS,
  MeasureKey, Measures, measuresEqual, NEW_CALC_NAME, NEW_CALC_TYPE, sanitize, sanitizeNote, toWire, ZERO_MEASURES,
} from './calculator';

const m = (over: Partial<Measures> = {}): Measures => ({ ...ZERO_MEASURES, ...over });

// A 10 cm swatch with 20 rows and 15 stitches over 5 cm; a 50 cm / 20 cm target.
const base = m({
  tensionRows: 20, tensionWidth: 10, tensionStitches: 15, tensionHeight: 5,
  resultRows: 100, resultWidth: 50, resultStitches: 60, resultHeight: 20,
});

describe('sanitize', () => {
  it.each([
    ['tensionRows', '12', 12], ['tensionRows', '12.9', 12], ['resultStitches', '7.99', 7],
    ['tensionStitches', 3.7, 3], ['resultRows', '0.5', 0],
  ] as const)('truncates integer measure %s %p to %p', (key, raw, want) => {
    expect(sanitize(key, raw)).toBe(want);
  });

  it.each([
    ['tensionWidth', '10.5', 10.5], ['resultHeight', '0.25', 0.25], ['tensionHeight', 7.75, 7.75],
    ['resultWidth', '.5', 0.5], ['resultWidth', '3.', 3], ['tensionWidth', '1e1', 10],
  ] as const)('keeps decimals of %s %p → %p', (key, raw, want) => {
    expect(sanitize(key, raw)).toBe(want);
  });

  it.each([
    ['a decimal comma', 'tensionWidth', '10,5', 10.5], ['a decimal comma', 'resultHeight', ',75', 0.75],
    ['a decimal comma', 'tensionRows', '12,9', 12], ['surrounding spaces', 'resultWidth', '  42.5 ', 42.5],
    ['an explicit plus sign', 'resultRows', '+8', 8],
  ] as const)('accepts %s: %s %p → %p', (_, key, raw, want) => {
    expect(sanitize(key, raw)).toBe(want);
  });

  it.each(['1,000.5', '1,2,3', '1.2.3'])('refuses ambiguous or repeated separators: %p → 0', (raw) => {
    expect(sanitize('tensionWidth', raw)).toBe(0);
  });

  it.each(['', '   ', 'abc', '12abc', 'abc12', '0x10', 'Infinity', '-Infinity', 'NaN', '1e400', '-', '.', ','])(
    'turns non-numeric or infinite %p into 0', (raw) => {
      expect(sanitize('tensionWidth', raw)).toBe(0);
      expect(sanitize('tensionRows', raw)).toBe(0);
    });

  it.each([NaN, Infinity, -Infinity])('turns the number %p into 0', (raw) => {
    expect(sanitize('resultHeight', raw)).toBe(0);
  });

  it('turns negatives into 0 (never -0)', () => {
    expect(sanitize('tensionWidth', '-3.5')).toBe(0);
    expect(sanitize('tensionRows', -2)).toBe(0);
    expect(Object.is(sanitize('tensionRows', '-0.5'), 0)).toBe(true);
    expect(Object.is(sanitize('tensionWidth', -0), 0)).toBe(true);
  });

});

describe('derive', () => {
  it.each([[2.4, 2], [2.5, 3], [99.99, 100], [0, 0]])('rounds %p to the nearest integer, %p', (v, want) => {
    expect(derive(v)).toBe(want);
  });
  it.each([NaN, Infinity, -Infinity, -1, -0.4])('turns %p into 0', (v) => {
    expect(Object.is(derive(v), 0)).toBe(true);
  });
});

describe('applyEdit derives the other measure of the edited pair', () => {
  // Locked (the default), the tension is the reference: resultRows = tensionRows × resultWidth / tensionWidth and
  // resultWidth = resultRows × tensionWidth / tensionRows, and an edited tension recomputes the result's count from its
  // length. Unlocked, the result is the reference: tensionRows = resultRows × tensionWidth / resultWidth and back, and an
  // edited result recomputes the tension's count from its length. Stitches over heights alike. Derived values are rounded.
  const edit = (lock: 'locked' | 'unlocked', key: MeasureKey, raw: string) =>
    (lock === 'locked' ? applyEdit(base, key, raw) : applyEdit(base, key, raw, false));

  it.each([
    ['locked', 'resultWidth', '30', { resultWidth: 30, resultRows: 60 }], ['locked', 'resultRows', '45', { resultRows: 45, resultWidth: 23 }],
    ['locked', 'tensionRows', '24', { tensionRows: 24, resultRows: 120 }], ['locked', 'tensionWidth', '12,5', { tensionWidth: 12.5, resultRows: 80 }],
    ['locked', 'resultHeight', '7', { resultHeight: 7, resultStitches: 21 }], ['locked', 'resultStitches', '31', { resultStitches: 31, resultHeight: 10 }],
    ['locked', 'tensionStitches', '10', { tensionStitches: 10, resultStitches: 40 }], ['locked', 'tensionHeight', '4', { tensionHeight: 4, resultStitches: 75 }],
    ['unlocked', 'tensionWidth', '15', { tensionWidth: 15, tensionRows: 30 }], ['unlocked', 'tensionRows', '9', { tensionRows: 9, tensionWidth: 5 }],
    ['unlocked', 'resultRows', '80', { resultRows: 80, tensionRows: 16 }], ['unlocked', 'resultWidth', '40', { resultWidth: 40, tensionRows: 25 }],
    ['unlocked', 'tensionHeight', '3', { tensionHeight: 3, tensionStitches: 9 }], ['unlocked', 'tensionStitches', '7', { tensionStitches: 7, tensionHeight: 2 }],
    ['unlocked', 'resultStitches', '30', { resultStitches: 30, tensionStitches: 8 }], ['unlocked', 'resultHeight', '10', { resultHeight: 10, tensionStitches: 30 }],
  ] as const)('%s, %s set to %p changes %p', (lock, key, raw, changed) => {
    expect(edit(lock, key, raw)).toEqual({ ...base, ...changed });
  });
});

describe('applyEdit, locked (tension is the reference)', () => {
  it('is the default lock state', () => {
    expect(applyEdit(base, 'resultWidth', '30')).toEqual(applyEdit(base, 'resultWidth', '30', true));
  });
  it('leaves the other pair and the tension alone', () => {
    const next = applyEdit(base, 'resultWidth', '30');
    expect(next.tensionRows).toBe(20);
    expect(next.tensionWidth).toBe(10);
    expect(next.resultStitches).toBe(60);
    expect(next.resultHeight).toBe(20);
  });
  it('rounds a derived width to an integer', () => {
    const next = applyEdit(m({ tensionRows: 3, tensionWidth: 10 }), 'resultRows', '1');
    expect(next.resultWidth).toBe(3); // 3.33
  });
  it('division by zero yields 0', () => {
    expect(applyEdit(m({ tensionRows: 20 }), 'resultWidth', '30').resultRows).toBe(0); // 600 / 0
    expect(applyEdit(m({ tensionWidth: 10 }), 'resultRows', '30').resultWidth).toBe(0); // 300 / 0
    expect(applyEdit(m(), 'resultWidth', '0').resultRows).toBe(0); // 0 / 0
    expect(applyEdit(base, 'tensionWidth', '0').resultRows).toBe(0);
    expect(applyEdit(base, 'tensionHeight', '').resultStitches).toBe(0);
    expect(applyEdit(base, 'tensionStitches', 'x').resultHeight).toBe(20);
  });
  it('negative, empty and non-numeric input become 0 before deriving', () => {
    expect(applyEdit(base, 'resultWidth', '-30')).toEqual({ ...base, resultWidth: 0, resultRows: 0 });
    expect(applyEdit(base, 'resultRows', '')).toEqual({ ...base, resultRows: 0, resultWidth: 0 });
    expect(applyEdit(base, 'resultStitches', 'lots')).toEqual({ ...base, resultStitches: 0, resultHeight: 0 });
  });
  it('truncates a typed count before deriving from it', () => {
    const next = applyEdit(base, 'resultRows', '45.9');
    expect(next.resultRows).toBe(45);
    expect(next.resultWidth).toBe(23);
  });
  it('keeps typed decimals on widths and heights', () => {
    const next = applyEdit(base, 'resultWidth', '12,75');
    expect(next.resultWidth).toBe(12.75);
    expect(next.resultRows).toBe(26); // 25.5 rounded
  });
  it('does not mutate its input', () => {
    const copy = { ...base };
    applyEdit(base, 'resultWidth', '30');
    expect(base).toEqual(copy);
  });
});

describe('applyEdit, unlocked (result is the reference)', () => {
  it('leaves the result alone', () => {
    const next = applyEdit(base, 'tensionWidth', '15', false);
    expect(next.resultRows).toBe(100);
    expect(next.resultWidth).toBe(50);
  });
  it('division by zero yields 0', () => {
    expect(applyEdit(m({ resultRows: 10 }), 'tensionWidth', '5', false).tensionRows).toBe(0);
    expect(applyEdit(m({ resultWidth: 10 }), 'tensionRows', '5', false).tensionWidth).toBe(0);
    expect(applyEdit(base, 'resultWidth', '0', false).tensionRows).toBe(0);
    expect(applyEdit(base, 'resultHeight', 'abc', false).tensionStitches).toBe(0);
  });
  it('negative, empty and non-numeric input become 0 before deriving', () => {
    expect(applyEdit(base, 'tensionWidth', '-1', false)).toEqual({ ...base, tensionWidth: 0, tensionRows: 0 });
    expect(applyEdit(base, 'tensionRows', '', false)).toEqual({ ...base, tensionRows: 0, tensionWidth: 0 });
    expect(applyEdit(base, 'tensionStitches', '?', false)).toEqual({ ...base, tensionStitches: 0, tensionHeight: 0 });
  });
  it('accepts comma decimals', () => {
    expect(applyEdit(base, 'tensionWidth', '2,5', false)).toEqual({ ...base, tensionWidth: 2.5, tensionRows: 5 });
  });
});

describe('helpers', () => {
  it('lists the measures in display order', () => {
    expect(MEASURE_KEYS).toEqual([
      'tensionRows', 'tensionWidth', 'tensionStitches', 'tensionHeight',
      'resultRows', 'resultWidth', 'resultStitches', 'resultHeight',
    ]);
  });
  it('ZERO_MEASURES holds eight zeros and is frozen', () => {
    expect(Object.keys(ZERO_MEASURES).sort()).toEqual([...MEASURE_KEYS].sort());
    expect(Object.values(ZERO_MEASURES)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Object.isFrozen(ZERO_MEASURES)).toBe(true);
  });
  it('knows which measures are integers', () => {
    expect(MEASURE_KEYS.filter(isIntegerMeasure)).toEqual(['tensionRows', 'tensionStitches', 'resultRows', 'resultStitches']);
  });
  it('compares measures', () => {
    expect(measuresEqual(base, { ...base })).toBe(true);
    expect(measuresEqual(base, { ...base, resultHeight: 21 })).toBe(false);
    expect(measuresEqual(base, { ...base, tensionRows: 0 })).toBe(false);
  });
  it('maps to and from wire names', () => {
    expect(toWire(base)).toEqual({
      tension_rows: 20, tension_width: 10, tension_stitches: 15, tension_height: 5,
      result_rows: 100, result_width: 50, result_stitches: 60, result_height: 20,
    });
    expect(fromWire(toWire(base))).toEqual(base);
  });
  it('sanitises wire values, including strings from numeric columns', () => {
    expect(fromWire({ tension_rows: '12.7', tension_width: '10.50', result_height: -3, result_width: null })).toEqual(
      m({ tensionRows: 12, tensionWidth: 10.5 }),
    );
    expect(fromWire({})).toEqual(ZERO_MEASURES);
  });
  it('names new and copied calculators', () => {
    expect(NEW_CALC_NAME).toBe('New Calc');
    expect(NEW_CALC_TYPE).toBe(0);
    expect(COPY_PREFIX).toBe('Copy of');
    expect(copyName('Sweater')).toBe('Copy of Sweater');
  });
  it('cleans rename input, refusing blanks', () => {
    expect(cleanCalcName('  Hat  ')).toBe('Hat');
    expect(cleanCalcName('   ')).toBeNull();
    expect(cleanCalcName('')).toBeNull();
  });
});

describe('tenths of an inch and the notes of sanitize (issue #26 point 9)', () => {
  const inches = { ...ZERO_MEASURES, tensionRows: 22, tensionWidth: 4 };

  test('22 stitches per 4 in and 120 stitches give 21.8 in with one decimal, 22 with none', () => {
    expect(applyEdit(inches, 'resultRows', '120', true, 1).resultWidth).toBe(21.8);
    expect(applyEdit(inches, 'resultRows', '120', true).resultWidth).toBe(22);
    // Counts stay whole whatever the length's decimals.
    expect(applyEdit(inches, 'resultWidth', '21.8', true, 1).resultRows).toBe(120);
    expect(applyEdit({ ...inches, resultRows: 120, resultWidth: 20 }, 'tensionRows', '24', false, 1).tensionWidth).toBe(4);
  });

  test('derive rounds to the decimals asked, never below 0', () => {
    expect(derive(21.8181, 1)).toBe(21.8);
    expect(derive(21.86, 1)).toBe(21.9);
    expect(derive(-3, 1)).toBe(0);
    expect(derive(Number.NaN, 1)).toBe(0);
  });

  test.each([
    ['tensionRows', '12.7', 'truncated'], ['tensionRows', '12,7', 'truncated'], ['tensionRows', '0.5', 'zero'], ['tensionRows', 'abc', 'zero'],
    ['tensionWidth', '-4', 'zero'], ['tensionWidth', '12.7', null], ['tensionRows', '12', null], ['tensionRows', '12.', null],
    ['tensionRows', '0', null], ['tensionRows', '', null],
  ] as const)('sanitizeNote says when a count is truncated or a value becomes 0: %s %p → %p', (key, raw, note) => {
    expect(sanitizeNote(key, raw)).toBe(note);
  });
});
