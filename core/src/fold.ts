/** Text folding shared by the yarn vocabulary and the synonyms. */

/** Lower case without accents, so 'Mérinos' and 'merinos' compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
