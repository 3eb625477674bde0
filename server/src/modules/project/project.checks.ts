/** Field checks of projects and row counters: every refusal is a BAD_USER_INPUT with a reason the client translates. */
import { checkLength, LIMITS } from '@purlwise/core';
import { badInput, tooLong } from '../../common/errors';
import { Visibility } from '../../common/enums';
import { checkChars } from '../knit/knit.checks';
import { ProjectStatus, YarnAmountUnit } from './project.entity';

/** Largest amount of one yarn a project may use (skeins or grams). */
export const MAX_YARN_AMOUNT = 100_000;
/** Largest gauge (stitches or rows per 10 cm). */
export const MAX_GAUGE = 1000;
/** Largest row of a counter, and largest target or repeat. */
export const MAX_ROWS = 1_000_000;
/** Largest step of one incrementRowCounter. */
export const MAX_STEP = 1000;
/** Most yarn lines and counters on one project. */
export const MAX_LINES = 50;

/** A checked text: trimmed (notes kept as typed), within its limit, without characters PostgreSQL refuses. */
export function cleanText(field: string, label: string, value: unknown, max: number = LIMITS.knitText.max, trim = true): string {
  if (typeof value !== 'string') throw badInput(`${label} must be text`, { reason: 'text', values: { field } });
  const text = trim ? value.trim() : value;
  if (checkLength(label, text, max)) throw tooLong(field, label, max);
  const bad = checkChars(label, text);
  if (bad) throw badInput(bad, { reason: 'badCharacter', values: { field } });
  return text;
}

/** A project's name: not blank. */
export function cleanName(value: unknown): string {
  const name = cleanText('name', 'The name', value);
  if (name === '') throw badInput('The name cannot be empty', { reason: 'nameEmpty' });
  return name;
}

/** A calendar day written YYYY-MM-DD, or null. */
export function cleanDay(field: string, value: unknown): string | null {
  if (value === null) return null;
  const ok = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!ok) throw badInput(`${field} must be a day written YYYY-MM-DD`, { reason: 'day', values: { field } });
  return value;
}

/** A whole number between `min` and `max`, or null when `nullable`. */
export function cleanWhole(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badInput(`${field} must be a whole number from ${min} to ${max}`, { reason: 'range', values: { field, min, max } });
  }
  return value;
}

/** A number greater than `min` (or equal when `inclusive`) and at most `max`. */
export function cleanNumber(field: string, value: unknown, min: number, max: number, inclusive = true): number {
  const ok = typeof value === 'number' && Number.isFinite(value) && (inclusive ? value >= min : value > min) && value <= max;
  if (!ok) throw badInput(`${field} must be a number ${inclusive ? 'from' : 'above'} ${min} ${inclusive ? 'to' : 'and at most'} ${max}`, { reason: 'range', values: { field, min, max } });
  return value;
}

/** A status value. */
export function cleanStatus(value: unknown): ProjectStatus {
  if (!Object.values(ProjectStatus).includes(value as ProjectStatus)) throw badInput('Not a project status', { reason: 'status' });
  return value as ProjectStatus;
}

/** A visibility value. */
export function cleanVisibility(value: unknown): Visibility {
  if (!Object.values(Visibility).includes(value as Visibility)) throw badInput('Visibility must be public or private');
  return value as Visibility;
}

/** An amount unit. */
export function cleanUnit(value: unknown): YarnAmountUnit {
  if (!Object.values(YarnAmountUnit).includes(value as YarnAmountUnit)) throw badInput('An amount is in skeins or grams', { reason: 'unit' });
  return value as YarnAmountUnit;
}
