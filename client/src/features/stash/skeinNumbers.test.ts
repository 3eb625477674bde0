import { skeinForm, skeinInput } from './skeinNumbers';

describe('skein numbers form', () => {
  it('shows stored numbers, else what the free text says, in the unit', () => {
    expect(skeinForm({ metresPerSkein: 200, gramsPerSkein: 50 }, false)).toEqual({ length: '200', weight: '50' });
    expect(skeinForm({ yardage: '100 m / 109 yd', weight: '50 g' }, false)).toEqual({ length: '100', weight: '50' });
    expect(skeinForm({ yardage: '100 m / 109 yd', weight: '50 g' }, true)).toEqual({ length: '109.4', weight: '1.8' });
    expect(skeinForm({ yardage: 'a lot', weight: '' }, false)).toEqual({ length: '', weight: '' });
  });
  it('saves metres and grams from the unit shown', () => {
    expect(skeinInput({ length: '200', weight: '50' }, false)).toEqual({ metresPerSkein: 200, gramsPerSkein: 50 });
    expect(skeinInput({ length: '109,4', weight: '' }, true)).toEqual({ metresPerSkein: 100, gramsPerSkein: null });
    expect(skeinInput({ length: 'x', weight: '1' }, false).metresPerSkein).toBeNaN();
  });
});
