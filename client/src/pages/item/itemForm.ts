/** Pure helpers of the item editor: route reading, form <-> item mapping and the local backup. */
import { formatTags, isKnitType, parseTags, perTextField, textFieldsOf, WEIGHT_CLASSES, type KnitTextName, type KnitTypeName } from '@purlwise/core';
import type { KnitType, Visibility, WeightClass } from '../../gql/graphql';
import type { KeyValueStore } from '../../lib/storage';

/**
 * What the editor holds while the user types: every text field of the field table (core/src/fields.ts), then the
 * tags as the multi-line, comma-separated text.
 */
export interface ItemForm extends Record<KnitTextName, string> {
  tags: string;
  visibility: Visibility;
  /** Yarn: the weight class, '' when not given. */
  weightClass: WeightClass | '';
}

/** A blank form: every text empty, visibility Public (docs/product.md §9). */
export function emptyForm(): ItemForm {
  return { ...perTextField(() => ''), tags: '', visibility: 'PUBLIC', weightClass: '' };
}

/** The fields of an item as the server or shared state gives them; anything may be missing. */
export interface ItemLike extends Partial<Record<KnitTextName, string | null>> {
  databaseId?: number | null;
  type?: string | null;
  tags?: readonly string[] | string | null;
  visibility?: string | null;
  weightClass?: string | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The form showing `item`; tags become ', '-joined text, a missing visibility means Public. */
export function formFromItem(item: ItemLike): ItemForm {
  const tags = typeof item.tags === 'string' ? formatTags(parseTags(item.tags)) : formatTags(item.tags ?? []);
  return {
    ...perTextField((f) => str(item[f.name])),
    tags,
    visibility: String(item.visibility ?? '').toUpperCase() === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC',
    weightClass: WEIGHT_CLASSES.find((w) => w.key === item.weightClass)?.key ?? '',
  };
}

/** Tags typed in the multi-line box: commas and line breaks both separate, blanks and repeats drop. */
export function tagsFromText(text: string): string[] {
  return parseTags(text.replace(/\r?\n/g, ','));
}

/**
 * The fields sent on save for a kind: the text fields the field table gives that kind (a yarn its yarn fields, the
 * other kinds name and notes), the tags and the visibility, and a yarn's weight class.
 */
export function itemInput(form: ItemForm, kind: KnitTypeName) {
  const text: Partial<Record<KnitTextName, string>> = Object.fromEntries(textFieldsOf(kind).map((f) => [f.name, form[f.name]]));
  const common = { ...text, tags: tagsFromText(form.tags), visibility: form.visibility };
  return kind === 'yarn' ? { ...common, weightClass: form.weightClass || null } : common;
}

/** The GraphQL enum value of a kind ('yarn' -> 'YARN'). */
export function kindEnum(kind: KnitTypeName): KnitType {
  return kind.toUpperCase() as KnitType;
}

/** The kind named by a route's :type parameter; the yarn routes have none and mean yarn. Unknown -> null. */
export function kindFromParam(type: string | undefined): KnitTypeName | null {
  if (type === undefined) return 'yarn';
  const t = type.toLowerCase();
  return isKnitType(t) ? t : null;
}

/** What a route's :id parameter asks for: nothing given, an explicit new item, a saved item, or garbage. */
export type IdParam = { kind: 'none' } | { kind: 'new' } | { kind: 'id'; id: number } | { kind: 'invalid' };

/** Reads a route's :id parameter ('new', a positive integer, or absent). */
export function parseIdParam(raw: string | undefined): IdParam {
  if (raw === undefined || raw === '') return { kind: 'none' };
  if (raw === 'new') return { kind: 'new' };
  if (/^\d+$/.test(raw)) {
    const id = Number(raw);
    if (Number.isSafeInteger(id) && id > 0) return { kind: 'id', id };
  }
  return { kind: 'invalid' };
}

/** The editor path of an item: the yarn keeps the /yarn route (docs/product.md §2.1), other kinds use /item/:type. */
export function editPath(kind: KnitTypeName, id: number | 'new'): string {
  return kind === 'yarn' ? (id === 'new' ? '/yarn' : `/yarn/${id}`) : `/item/${kind}/${id}`;
}

/** The read-only preview path of an item. */
export function previewPath(kind: KnitTypeName, id: number): string {
  return kind === 'yarn' ? `/yarn-preview/${id}` : `/item-preview/${kind}/${id}`;
}

/** Local storage key of the backup of the item being edited (docs/product.md §3.6, §4.7). */
export const BACKUP_KEY = 'currentItemBackup';

/** The backed-up item: its kind, its id once saved, and the form as last loaded or saved. */
export interface ItemBackup {
  type: KnitTypeName;
  id: number | null;
  form: ItemForm;
}

/** Stores `backup`; a full or unavailable storage is ignored (the backup is a convenience). */
export function writeBackup(store: KeyValueStore | undefined, backup: ItemBackup): void {
  try {
    store?.setItem(BACKUP_KEY, JSON.stringify(backup));
  } catch {
    /* quota exceeded or storage disabled: nothing to lose but the convenience */
  }
}

/** Forgets the backup (after the item is deleted, so /yarn does not reopen a deleted item). */
export function clearBackup(store: KeyValueStore | undefined): void {
  try {
    store?.removeItem(BACKUP_KEY);
  } catch {
    /* storage disabled */
  }
}

/** The stored backup of an item of `kind`, or null when there is none, it is of another kind, or it is unreadable. */
export function readBackup(store: KeyValueStore | undefined, kind: KnitTypeName): ItemBackup | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(BACKUP_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ItemBackup>;
    if (!parsed || parsed.type !== kind || typeof parsed.form !== 'object' || parsed.form === null) return null;
    const id = typeof parsed.id === 'number' && Number.isSafeInteger(parsed.id) && parsed.id > 0 ? parsed.id : null;
    return { type: kind, id, form: formFromItem(parsed.form) };
  } catch {
    return null;
  }
}

/** The item carried in router state by a card click (`{ item }`), if it looks like one. */
export function itemFromState(state: unknown): ItemLike | null {
  if (!state || typeof state !== 'object') return null;
  const item = (state as { item?: unknown }).item;
  return item && typeof item === 'object' ? item : null;
}

/** Where the editor starts from, decided once per route (docs/product.md §4.7). */
export type EditorStart =
  | { kind: 'load'; id: number }
  | { kind: 'redirect'; path: string }
  | { kind: 'form'; form: ItemForm; backup: boolean }
  | { kind: 'invalid' };

/**
 * The editor's starting point: a saved id in the URL is loaded from the server; an item in router
 * state is shown (and backed up), or its URL opened when it has an id; 'new' is a blank form; the
 * bare route (/yarn) falls back to the local backup, or a blank form when there is none.
 */
export function editorStart(kind: KnitTypeName | null, id: IdParam, stateItem: ItemLike | null, backup: ItemBackup | null): EditorStart {
  if (kind === null || id.kind === 'invalid') return { kind: 'invalid' };
  if (id.kind === 'id') return { kind: 'load', id: id.id };
  if (id.kind === 'new') return { kind: 'form', form: emptyForm(), backup: true };
  if (stateItem) {
    const stateId = stateItem.databaseId;
    if (typeof stateId === 'number' && Number.isSafeInteger(stateId) && stateId > 0) return { kind: 'redirect', path: editPath(kind, stateId) };
    return { kind: 'form', form: formFromItem(stateItem), backup: true };
  }
  if (backup?.id) return { kind: 'redirect', path: editPath(kind, backup.id) };
  return { kind: 'form', form: backup?.form ?? emptyForm(), backup: false };
}
