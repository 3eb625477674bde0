/**
 * The export document (docs/export-format.md): `purlwise-export.json` at the root of the zip, with every
 * original image under `images/`. Version 1. Readers must refuse a `format` they do not know and a newer `version`.
 */

import type { KnitTextName } from '@purlwise/core';

/** The `format` value that marks a Purlwise export. */
export const EXPORT_FORMAT = 'purlwise-export';
/** The version this server writes and the newest it reads. */
export const EXPORT_VERSION = 1;
/** Name of the JSON document inside the zip. */
export const DOCUMENT_NAME = 'purlwise-export.json';
/** Folder of the image files inside the zip. */
export const IMAGE_DIR = 'images/';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The zip path of an image: images/<id>.<extension of its type>. */
export function imagePath(id: number, mime: string): string {
  return `${IMAGE_DIR}${id}.${EXTENSIONS[mime] ?? 'bin'}`;
}

/** One picture of an item. */
export interface ExportedPicture { file: string; createdAt: string }

/** One colour of an item; `picture` is a file path or null. The stash fields: skeins on hand (null: not known) and the rest. */
export interface ExportedColour {
  textDescription: string; codeDescription: string; picture: string | null; createdAt: string;
  skeinsOnHand: number | null; dyeLot: string; storagePlace: string; purchaseDate: string | null; purchasePrice: number | null;
}

/** One size of a pattern. */
export interface ExportedPatternSize {
  name: string; yardageM: number | null; weightClass: number | null; stitchesPer10cm: number | null; rowsPer10cm: number | null; needleMm: number | null;
}

/** One needle, set or hook (`kind` as the database stores it: straight, circular, double_pointed, ...). */
export interface ExportedNeedle { kind: string; sizeMm: number; lengthCm: number | null; material: string; count: number; notes: string; createdAt: string }

/**
 * One item of any kind (yarn uses its text fields; the other kinds name, notes and tags). Its text fields are those of
 * the field table (core/src/fields.ts), keyed by their names, in the table's order after `type`.
 */
export interface ExportedItem extends Record<KnitTextName, string> {
  type: 'yarn' | 'pattern' | 'detail' | 'model';
  tags: string[]; visibility: 'public' | 'private'; createdAt: string; lastUpdated: string;
  /** Yarn: the Craft Yarn Council weight class 0 to 7, or null. */
  weightClass: number | null;
  /** Yarn: the length (m) and weight (g) of a skein, or null. */
  metresPerSkein: number | null; gramsPerSkein: number | null;
  pictures: ExportedPicture[]; colours: ExportedColour[];
  /** Pattern: its sizes in order (empty for other kinds). */
  sizes: ExportedPatternSize[];
}

export type { ExportedProject } from '../project/project.export';
import type { ExportedProject } from '../project/project.export';

/** One saved gauge calculator. */
export interface ExportedCalculator {
  name: string; type: number; visibility: 'public' | 'private'; lastUpdated: string;
  tensionRows: number; tensionWidth: number; tensionStitches: number; tensionHeight: number;
  resultRows: number; resultWidth: number; resultStitches: number; resultHeight: number;
}

/** The profile; `picture` and `background` are file paths or null. */
export interface ExportedProfile {
  username: string; email: string; name: string; bio: string; country: string; city: string;
  visibility: 'public' | 'private'; preferredUnit: 'metric' | 'imperial'; picture: string | null; background: string | null; createdAt: string;
}

/** A favourite: another knitter's public item the user saved (a reference: it is not imported). */
export interface ExportedFavourite { owner: string; type: ExportedItem['type']; name: string; itemId: number; savedAt: string }

/** The whole document. `favourites` lists the public items of others the user saved, most recent first. */
export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  profile: ExportedProfile;
  items: ExportedItem[];
  calculators: ExportedCalculator[];
  favourites: ExportedFavourite[];
  needles: ExportedNeedle[];
  /** The projects, their yarn lines (by place in `items`) and counters. */
  projects: ExportedProject[];
}
