import { SYNONYMS, synonymForms, synonymsOf } from './synonyms';
import { FIBRES, fibresOf, foldText } from './yarn';

describe('both-language synonyms', () => {
  test('every group has an English and a French form, and every fibre has a group', () => {
    for (const g of SYNONYMS) {
      expect(g.en.length).toBeGreaterThan(0);
      expect(g.fr.length).toBeGreaterThan(0);
      for (const form of [...g.en, ...g.fr]) expect(form).toBe(form.toLowerCase());
    }
    for (const f of FIBRES) expect(synonymForms(f.key)).toEqual(f.forms);
  });

  test('each pair both ways, accents and case ignored', () => {
    const pairs: Array<[string, string]> = [
      ['laine', 'wool'], ['mérinos', 'merino'], ['soie', 'silk'], ['coton', 'cotton'], ['alpaga', 'alpaca'], ['lin', 'linen'],
      ['cachemire', 'cashmere'], ['chaussettes', 'socks'], ['châle', 'shawl'], ['pull', 'sweater'], ['bonnet', 'hat'], ['écharpe', 'scarf'],
    ];
    for (const [fr, en] of pairs) {
      expect(synonymsOf(fr)).toContain(en);
      expect(synonymsOf(en)).toContain(fr);
    }
    expect(synonymsOf('ÉCHARPE')).toContain('scarf');
    expect(synonymsOf('chale')).toContain('shawl');
  });

  test('plurals: listed ones and any -s/-x plural of a known word', () => {
    expect(synonymsOf('laines')).toEqual(expect.arrayContaining(['wool', 'laine']));
    expect(synonymsOf('bonnets')).toContain('hat');
    expect(synonymsOf('écheveaux')).toContain('skein');
    expect(synonymsOf('chausettes')).toEqual([]);
  });

  test('the word itself is not repeated, and an unknown word has none', () => {
    expect(synonymsOf('wool').map(foldText)).not.toContain('wool');
    expect(synonymsOf('mohair')).toEqual(['mohairs']);
    expect(synonymsOf('tweed')).toEqual([]);
    expect(synonymsOf('s')).toEqual([]);
  });

  test('fibresOf knows the same forms, plurals included', () => {
    expect(fibresOf('60% cotons, 40% soies')).toEqual(['silk', 'cotton']);
    expect(fibresOf('Laines et lins')).toEqual(['wool', 'linen']);
  });
});
