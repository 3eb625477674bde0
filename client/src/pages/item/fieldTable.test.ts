/**
 * The editor's side of the field table (issue #23 point 1): a row added to core/src/fields.ts reaches the form, what
 * it sends, the preview's facts and the fragment the client reads items with, with nothing else changed.
 */
import { factsOf, KNIT_TEXT_FIELDS, type KnitTextField } from '@purlwise/core';
import { emptyForm, formFromItem, itemInput } from './itemForm';
import itemsEn from '../../i18n/items.en.json';
import itemsFr from '../../i18n/items.fr.json';
import errorsEn from '../../i18n/errors.en.json';
import errorsFr from '../../i18n/errors.fr.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fragmentOf } = require('../../../../tools/field-fragment.cjs') as { fragmentOf: (fields: readonly KnitTextField[]) => string };

const THROWAWAY: KnitTextField = {
  name: 'gaugeNote', column: 'gauge_note', wire: null, label: 'Gauge note', description: 'Yarn: a note on the gauge.',
  max: 200, kinds: ['yarn'], trim: true, search: null, control: 'line', fact: 7,
};

beforeAll(() => { (KNIT_TEXT_FIELDS as unknown as KnitTextField[]).push(THROWAWAY); });
afterAll(() => { (KNIT_TEXT_FIELDS as unknown as KnitTextField[]).pop(); });

test('a new yarn field is in the blank form, read from an item, and sent for a yarn only', () => {
  expect(emptyForm()).toMatchObject({ gaugeNote: '' });
  const form = formFromItem({ type: 'YARN', name: 'Alpaca', gaugeNote: '22 sts' } as Parameters<typeof formFromItem>[0]);
  expect(form).toMatchObject({ name: 'Alpaca', gaugeNote: '22 sts' });
  expect(itemInput(form, 'yarn')).toMatchObject({ name: 'Alpaca', gaugeNote: '22 sts' });
  expect(itemInput(form, 'pattern')).not.toHaveProperty('gaugeNote');
});

test('a new yarn field is a fact of the yarn preview, in its place, and in the fragment the client reads', () => {
  expect(factsOf('yarn').map((f) => f.name)).toEqual(['name', 'producer', 'content', 'weight', 'yardage', 'needleSize', 'madeIn', 'gaugeNote']);
  expect(factsOf('model').map((f) => f.name)).toEqual(['name']);
  expect(fragmentOf(KNIT_TEXT_FIELDS)).toContain('\n  gaugeNote\n}');
});

test('every field of the table has its label and its name in error messages, in English and French', () => {
  const fields = KNIT_TEXT_FIELDS.filter((f) => f !== THROWAWAY).map((f) => f.name);
  for (const [items, errors] of [[itemsEn, errorsEn], [itemsFr, errorsFr]] as const) {
    const labels: Record<string, string> = items.item.field;
    const names: Record<string, string> = errors.serverError.field;
    expect(fields.filter((name) => !labels[name] || !names[name])).toEqual([]);
  }
});
