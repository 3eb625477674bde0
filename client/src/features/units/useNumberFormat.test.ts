import { numberFormatOf } from './useNumberFormat';

describe('numberFormatOf', () => {
  const samples = [0, -0, 1, 7, 50, 100, 999, 1000, 1200, 12345.678, 0.5, 2.25, 3.14159, -5, -0.5, 999.5, 1e21, Number.NaN, Infinity];
  it.each(['en', 'fr'])('writes every number as Intl.NumberFormat does in %s, with or without its shortcut', (language) => {
    const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const format = numberFormatOf(language);
    for (let n = 0; n < 1000; n++) expect(format(n)).toBe(intl.format(n));
    for (const n of samples) expect([n, format(n)]).toEqual([n, intl.format(n)]);
  });
  it('writes French decimals and thousands in French', () => {
    expect(numberFormatOf('fr')(2.25)).toBe('2,25');
    expect(numberFormatOf('en')(1200)).toBe('1,200');
    expect(numberFormatOf('fr')(1200)).toBe(new Intl.NumberFormat('fr').format(1200));
  });
});
