import { applyEdit, ZERO_MEASURES } from '@purlwise/core';
import { measuresFromUnit, measuresToUnit } from './cardUnits';

const stored = { ...ZERO_MEASURES, tensionRows: 20, tensionWidth: 10, tensionStitches: 28, tensionHeight: 10, resultWidth: 50 };

describe('calculator card units', () => {
  it('shows lengths in inches for Imperial and leaves counts alone', () => {
    expect(measuresToUnit(stored, 'IMPERIAL')).toMatchObject({ tensionRows: 20, tensionWidth: 3.94, resultWidth: 19.69, tensionStitches: 28 });
    expect(measuresToUnit(stored, 'METRIC')).toEqual(stored);
  });

  it('gives back the stored cm for lengths left as shown, and converts edited ones', () => {
    const shown = measuresToUnit(stored, 'IMPERIAL');
    expect(measuresFromUnit(shown, stored, 'IMPERIAL')).toEqual(stored);
    const edited = applyEdit(shown, 'resultWidth', '20', true);
    const back = measuresFromUnit(edited, stored, 'IMPERIAL');
    expect(back.resultWidth).toBe(50.8);
    expect(back.tensionWidth).toBe(10);
    // 20 stitches over 3.94 in, to 20 in: the same count as over 10 cm to 50.8 cm.
    expect(back.resultRows).toBe(applyEdit(stored, 'resultWidth', '50.8', true).resultRows);
  });
});
