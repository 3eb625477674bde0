import { checkTags, formatTags, parseTags, previewTags } from './tags';

describe('parseTags', () => {
  it('splits on commas and trims', () => {
    expect(parseTags('wool, merino ,  soft')).toEqual(['wool', 'merino', 'soft']);
  });
  it('drops empties', () => {
    expect(parseTags(',, wool,,  , soft,')).toEqual(['wool', 'soft']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('  ,  ')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
  });
  it('de-duplicates case-sensitively, keeping the first', () => {
    expect(parseTags('wool, soft, wool, Wool, soft')).toEqual(['wool', 'soft', 'Wool']);
  });
  it('reads multi-line text', () => {
    expect(parseTags('wool,\nmerino,\r\n  soft\n')).toEqual(['wool', 'merino', 'soft']);
  });
  it('keeps spaces inside a tag', () => {
    expect(parseTags('fine yarn, Пряжа ручная')).toEqual(['fine yarn', 'Пряжа ручная']);
  });
});

describe('formatTags', () => {
  it('joins with comma and space', () => {
    expect(formatTags(['wool', 'merino', 'soft'])).toBe('wool, merino, soft');
  });
  it('trims and drops empties', () => {
    expect(formatTags([' wool ', '', '  ', 'soft'])).toBe('wool, soft');
    expect(formatTags([])).toBe('');
  });
  it('round-trips with parseTags', () => {
    expect(formatTags(parseTags(' a,b ,, c '))).toBe('a, b, c');
  });
});

describe('previewTags', () => {
  it('shows commas as spaces', () => {
    expect(previewTags('wool, merino,soft')).toBe('wool merino soft');
    expect(previewTags(['wool', 'merino'])).toBe('wool merino');
  });
  it('is empty for nothing', () => {
    expect(previewTags('')).toBe('');
    expect(previewTags([])).toBe('');
    expect(previewTags(null)).toBe('');
  });
});

describe('checkTags', () => {
  it('allows up to 50 tags of up to 50 characters', () => {
    expect(checkTags(Array.from({ length: 50 }, (_, i) => `t${i}`))).toBeNull();
    expect(checkTags(['x'.repeat(50)])).toBeNull();
  });
  it('refuses more', () => {
    expect(checkTags(Array.from({ length: 51 }, (_, i) => `t${i}`))).toBe('At most 50 tags are allowed');
    expect(checkTags(['ok', 'x'.repeat(51)])).toBe('Each tag must be at most 50 characters');
  });
});
