/** The shapes an import may hold (zod), and the fingerprints that tell an exact duplicate. */
import { z } from 'zod';
import { KNIT_TEXT_FIELDS, type KnitTextName } from '@purlwise/core';
import { normaliseTags } from '../knit/knit.service';
import { perTextField } from '../knit/knit.fields';

const text = z.string().nullish();
const count = z.number().nullish();

/** The pictures of an item or a project: files of the archive, with the date each was added. */
export const picturesSchema = z.array(z.object({ file: z.string(), createdAt: text })).max(200).nullish();

/** One item as the document carries it; field values are checked by the knit services on write. */
export const itemSchema = z.object({
  type: z.string(),
  ...perTextField(() => text),
  tags: z.array(z.string()).nullish(),
  visibility: text,
  weightClass: z.number().nullish(),
  metresPerSkein: count, gramsPerSkein: count,
  createdAt: text, lastUpdated: text,
  pictures: picturesSchema,
  colours: z.array(z.object({
    textDescription: text, codeDescription: text, picture: z.string().nullish(),
    skeinsOnHand: count, dyeLot: text, storagePlace: text, purchaseDate: text, purchasePrice: count, createdAt: text,
  })).max(1000).nullish(),
  sizes: z.array(z.object({
    name: z.string(), yardageM: count, weightClass: count, stitchesPer10cm: count, rowsPer10cm: count, needleMm: count,
  })).max(100).nullish(),
});
/** An item that passed the schema. */
export type ImportItem = z.infer<typeof itemSchema>;

/** One calculator as the document carries it; checked by the calculator service on write. */
export const calculatorSchema = z.object({
  name: text, type: count, visibility: text, lastUpdated: text,
  tensionRows: count, tensionWidth: count, tensionStitches: count, tensionHeight: count,
  resultRows: count, resultWidth: count, resultStitches: count, resultHeight: count,
});
/** A calculator that passed the schema. */
export type ImportCalculator = z.infer<typeof calculatorSchema>;

/** One needle as the document carries it; checked by the needle service on write. */
export const needleSchema = z.object({ kind: z.string(), sizeMm: z.number(), lengthCm: count, material: text, count, notes: text });
/** A needle that passed the schema. */
export type ImportNeedle = z.infer<typeof needleSchema>;

/** What makes two needles the same: every field but the date. */
export function needleFingerprint(n: { kind: string; sizeMm: number; lengthCm?: number | null; material?: string | null; count?: number | null; notes?: string | null }): string {
  return JSON.stringify([n.kind, Number(n.sizeMm), n.lengthCm == null ? null : Number(n.lengthCm), (n.material ?? '').trim(), n.count ?? 1, n.notes ?? '']);
}

/** The lists of the document (a bare list of items was already wrapped by parseDocument). */
export const documentSchema = z.object({
  items: z.array(z.unknown()).max(100_000).default([]),
  calculators: z.array(z.unknown()).max(100_000).default([]),
});

/**
 * What makes two items the same: the stored form of every field (the table's text fields trimmed as the service
 * stores them), the colours' texts and the number of pictures.
 */
export function itemFingerprint(item: {
  type: string; tags?: readonly string[] | null; visibility?: string | null;
  colours: Array<{ textDescription?: string | null; codeDescription?: string | null; skeinsOnHand?: number | string | null; dyeLot?: string | null; storagePlace?: string | null }>;
  pictureCount: number; metresPerSkein?: number | null; gramsPerSkein?: number | null;
} & Partial<Record<KnitTextName, string | null>>): string {
  const n = (v: number | string | null | undefined) => (v == null ? null : Number(v));
  const texts = KNIT_TEXT_FIELDS.map((f) => (f.trim ? (item[f.name] ?? '').trim() : item[f.name] ?? ''));
  return JSON.stringify([
    item.type, ...texts, normaliseTags(item.tags ?? []), item.visibility ?? 'public',
    item.colours.map((c) => [(c.textDescription ?? '').trim(), (c.codeDescription ?? '').trim(), n(c.skeinsOnHand), (c.dyeLot ?? '').trim(), (c.storagePlace ?? '').trim()]),
    item.pictureCount, n(item.metresPerSkein), n(item.gramsPerSkein),
  ]);
}

const MEASURES = ['tensionRows', 'tensionWidth', 'tensionStitches', 'tensionHeight', 'resultRows', 'resultWidth', 'resultStitches', 'resultHeight'] as const;

/** What makes two calculators the same: every field but the date. */
export function calculatorFingerprint(c: Partial<Record<(typeof MEASURES)[number] | 'type', number | null>> & { name?: string | null; visibility?: string | null }): string {
  return JSON.stringify([(c.name ?? 'New Calc').trim(), c.type ?? 0, c.visibility ?? 'public', ...MEASURES.map((k) => Number(c[k] ?? 0))]);
}

/** An exported date, when it is one and not in the future; else null (the server's own time is kept). */
export function pastDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) || d.getTime() > Date.now() + 60_000 ? null : d;
}
