import { needleLabel, needleLengthText, needleSizeText } from './needleText';

describe('needle text', () => {
  it('shows mm, or US and UK numbers first for imperial', () => {
    expect(needleSizeText({ sizeMm: 4, sizeUs: '6', sizeUk: '8' }, false)).toBe('4 mm');
    expect(needleSizeText({ sizeMm: 4, sizeUs: '6', sizeUk: '8' }, true)).toBe('US 6 / UK 8 (4 mm)');
    expect(needleSizeText({ sizeMm: 3.1, sizeUs: null, sizeUk: null }, true)).toBe('3.1 mm');
  });
  it('shows lengths in cm or inches', () => {
    expect(needleLengthText(80, false)).toBe('80 cm');
    expect(needleLengthText(80, true)).toBe('31.5 in');
    expect(needleLengthText(null, true)).toBe('');
  });
  it('puts kind, size and length on one line, leaving out a missing length', () => {
    expect(needleLabel({ sizeMm: 4, sizeUs: '6', sizeUk: '8', lengthCm: 80 }, 'Circular', false)).toBe('Circular · 4 mm · 80 cm');
    expect(needleLabel({ sizeMm: 4, sizeUs: '6', sizeUk: '8', lengthCm: null }, 'Straight', true)).toBe('Straight · US 6 / UK 8 (4 mm)');
  });
});
