/** Writes schema/schema.graphql from the code-first schema (run by the server build). */
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema';

const file = path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');
const text = `# Generated from the server code by \`npm run build -w server\`. Do not edit by hand.\n\n${printSchema(lexicographicSortSchema(getSchema()))}\n`;
fs.mkdirSync(path.dirname(file), { recursive: true });
if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
