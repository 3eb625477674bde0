import { COLOUR_UNDESCRIBED_MESSAGE, checkColourDescriptions, isColourDescribed } from './colour';

describe('colour descriptions', () => {
  it('keeps the message the server sends', () => {
    expect(COLOUR_UNDESCRIBED_MESSAGE).toBe('A colour needs a description or a code');
  });

  it.each([
    [{ textDescription: 'Moss', codeDescription: '' }],
    [{ textDescription: '', codeDescription: '#5a6b3c' }],
    [{ textDescription: ' Moss ', codeDescription: '#5a6b3c' }],
    [{ codeDescription: 'C1' }],
    [{ textDescription: 'Red', codeDescription: null }],
  ])('accepts a colour with a text or a code: %j', (colour) => {
    expect(isColourDescribed(colour)).toBe(true);
    expect(checkColourDescriptions(colour)).toBeNull();
  });

  it.each([
    [{ textDescription: '', codeDescription: '' }],
    [{ textDescription: '   ', codeDescription: ' \t\n' }],
    [{ textDescription: null, codeDescription: null }],
    [{}],
  ])('refuses a colour with neither: %j', (colour) => {
    expect(isColourDescribed(colour)).toBe(false);
    expect(checkColourDescriptions(colour)).toBe(COLOUR_UNDESCRIBED_MESSAGE);
  });
});
