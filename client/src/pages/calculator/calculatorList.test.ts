import { ZERO_MEASURES } from '@purlwise/core';
import { applyInput, byId } from './calculatorList';

describe('calculator list', () => {
  it('sorts by id ascending and drops duplicates', () => {
    expect(byId([{ id: 3, n: 'c' }, { id: 1, n: 'a' }, { id: 2, n: 'b' }, { id: 1, n: 'a2' }]).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(byId([])).toEqual([]);
  });
  it('applies exactly the id and the eight measures', () => {
    const m = { ...ZERO_MEASURES, tensionRows: 20, resultWidth: 12.5 };
    const extra = { ...m, name: 'not sent' };
    expect(applyInput(4, extra)).toEqual({ id: 4, ...m });
    expect(Object.keys(applyInput(4, extra))).toHaveLength(9);
  });
});
