/** The explorer's examples are the docs' own (each one's text, without its added name, is in docs/api.md), and how it sends them. */
import fs from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';
import { EXAMPLES, docsForm, layOut } from './examples';
import { operationNameFor } from './fetcher';

const docs = fs.readFileSync(path.resolve(__dirname, '../../../../docs/api.md'), 'utf8');

test.each(EXAMPLES.map((e) => [e.query, e]))('%s is an example of docs/api.md', (_name, example) => {
  expect(() => parse(example.query)).not.toThrow();
  const text = docsForm(example.query);
  // The docs write an operation without variables either as `{ ... }` or as `query { ... }`.
  const found = docs.includes(text) || docs.includes(text.replace(/^query /, ''));
  expect([text, found]).toEqual([text, true]);
});

test.each(EXAMPLES.map((e) => [e.query]))('%s is laid out on lines without a change', (query) => {
  const laid = layOut(query);
  expect(laid.split('\n').length).toBeGreaterThan(3);
  expect(print(parse(laid))).toBe(print(parse(query)));
});

test('a stale operation name of another tab is dropped; a real one is kept', () => {
  expect(operationNameFor('query FirstQuery { me { id } }', 'PublicFeed')).toBeUndefined();
  expect(operationNameFor('{ me { id } }', 'PublicFeed')).toBeUndefined();
  expect(operationNameFor('query FirstQuery { me { id } }', 'FirstQuery')).toBe('FirstQuery');
  expect(operationNameFor('query A { me { id } } query B { me { id } }', 'C')).toBe('C');
  expect(operationNameFor('query A { me { id } }', undefined)).toBeUndefined();
});
