/**
 * SQL that several migrations write alike. Applied migrations run it again on every new database, so what these
 * functions answer must never change: a new shape of statement gets a new function.
 */
import { FIBRES, foldText } from '@purlwise/core';

/** The transition tables each event of a statement trigger sees: the rows as they are now, and as they were. */
const TRANSITION_TABLES = {
  insert: 'new table as changed',
  update: 'old table as previous new table as changed',
  delete: 'old table as previous',
} as const;

/** A statement-level trigger after `event` on `table` that calls `fn()`, seeing the rows as `changed` and `previous`. */
export function statementTrigger(name: string, event: keyof typeof TRANSITION_TABLES, table: string, fn: string): string {
  return `create trigger ${name} after ${event} on ${table} referencing ${TRANSITION_TABLES[event]}
      for each statement execute function ${fn}();`;
}

/** The content of a yarn names a fibre when one of its forms (accented or not) is a whole word of it. */
export function fibreCase(): string {
  const cases = FIBRES.map((f) => {
    const forms = [...new Set(f.forms.flatMap((form) => [form, foldText(form)]))].join('|');
    return `case when lower(content) ~ '\\m(${forms})\\M' then '${f.key}' end`;
  });
  return `array_remove(array[${cases.join(', ')}]::text[], null)`;
}
