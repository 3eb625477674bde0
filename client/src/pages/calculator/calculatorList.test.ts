import { ZERO_MEASURES } from '@purlwise/core';
import { applyInput, byId } from './calculatorList';

describe('calculator list', () => {
  it('sorts by database id ascending (oldest first) and drops duplicates', () => {
    const calc = (databaseId: number, n: string) => ({ id: `Calculator:${databaseId}`, databaseId, n });
    expect(byId([calc(10, 'c'), calc(1, 'a'), calc(2, 'b'), calc(1, 'a2')]).map((c) => c.databaseId)).toEqual([1, 2, 10]);
    expect(byId([])).toEqual([]);
  });
  it('applies exactly the id and the eight measures', () => {
    const m = { ...ZERO_MEASURES, tensionRows: 20, resultWidth: 12.5 };
    const extra = { ...m, name: 'not sent' };
    expect(applyInput('Q2FsY3VsYXRvcjo0', extra)).toEqual({ id: 'Q2FsY3VsYXRvcjo0', ...m });
    expect(Object.keys(applyInput('Q2FsY3VsYXRvcjo0', extra))).toHaveLength(9);
  });
});
