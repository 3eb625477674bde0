/**
 * Preloaded (`node --require`) by tests/api/field-table.test.ts into a server of its own: adds a throwaway text field,
 * `gaugeNote` (column gauge_note, legacy wire name gauge_note), to the field table before the server's modules read
 * it, as a developer adding a field would add a row to core/src/fields.ts.
 */
const { KNIT_TEXT_FIELDS } = require('@purlwise/core');

KNIT_TEXT_FIELDS.push({
  name: 'gaugeNote', column: 'gauge_note', wire: 'gauge_note', label: 'Gauge note',
  description: 'Yarn: a note on the gauge (a throwaway field of tests/api/field-table.test.ts).',
  max: 200, kinds: ['yarn'], trim: true, search: null, control: 'line', fact: 7,
});
