import { gaugeOf } from './gauge';

describe('gaugeOf', () => {
  it('gives stitches and rows per 10 cm from the swatch, to a tenth', () => {
    expect(gaugeOf({ tensionRows: 22, tensionWidth: 10, tensionStitches: 30, tensionHeight: 10 })).toEqual({ stitches: 22, rows: 30 });
    expect(gaugeOf({ tensionRows: 18, tensionWidth: 12, tensionStitches: 25, tensionHeight: 9 })).toEqual({ stitches: 15, rows: 27.8 });
  });
  it('is null for a swatch without a size', () => {
    expect(gaugeOf({ tensionRows: 22, tensionWidth: 0, tensionStitches: 30, tensionHeight: 10 })).toBeNull();
  });
});
