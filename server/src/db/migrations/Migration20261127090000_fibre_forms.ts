import { Migration } from '@mikro-orm/migrations';
import { FIBRES, foldText } from '@purlwise/core';

/** The content of a yarn names a fibre when one of its forms (accented or not) is a whole word of it. */
function fibreCase(): string {
  const cases = FIBRES.map((f) => {
    const forms = [...new Set(f.forms.flatMap((form) => [form, foldText(form)]))].join('|');
    return `case when lower(content) ~ '\\m(${forms})\\M' then '${f.key}' end`;
  });
  return `array_remove(array[${cases.join(', ')}]::text[], null)`;
}

/**
 * Fibres read with the forms of core's both-language synonyms (issue #26): plurals such as "cotons", "soies" or "lins"
 * now name their fibre. The service keeps `fibres` on every write; this brings existing yarns level once.
 */
export class Migration20261127090000_fibre_forms extends Migration {
  async up(): Promise<void> {
    this.addSql(`update knit_item set fibres = ${fibreCase()} where content <> '' and fibres is distinct from ${fibreCase()};`);
  }
}
