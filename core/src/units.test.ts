import { parseUnit, UNITS, unitToWire } from './units';

describe('parseUnit', () => {
  it.each(['METRIC', 'metric', 'Metric', 'mEtRiC', 'Métrique', 'métrique', 'Metrique', 'METRIQUE', ' Metric '])(
    '%p is metric', (s) => {
      expect(parseUnit(s)).toBe('METRIC');
    });
  it.each(['IMPERIAL', 'imperial', 'Imperial', 'Impérial', 'impérial', 'IMPÉRIAL'])('%p is imperial', (s) => {
    expect(parseUnit(s)).toBe('IMPERIAL');
  });
  it('accepts the decomposed accent form', () => {
    expect(parseUnit('Me\u0301trique')).toBe('METRIC');
  });
  it.each(['', 'cm', 'inches', 'metrics', 'imperia', null, undefined])('%p is not a unit', (s) => {
    expect(parseUnit(s)).toBeNull();
  });
});

describe('unitToWire', () => {
  it('spells units as the legacy REST does', () => {
    expect(UNITS.map(unitToWire)).toEqual(['Metric', 'Imperial']);
  });
  it('round-trips', () => {
    for (const u of UNITS) expect(parseUnit(unitToWire(u))).toBe(u);
  });
});
