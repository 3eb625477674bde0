/** Tag text handling (docs/product.md §3.5, §9): comma-separated on the wire, a list in the app. */
import { LIMITS, charCount } from './validation';

/** Splits comma-separated text into trimmed, non-empty tags; duplicates (case-sensitive) keep the first. */
export function parseTags(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag !== '') seen.add(tag);
  }
  return [...seen];
}

/** Joins tags for the wire: trimmed, empties dropped, separated by ', '. */
export function formatTags(tags: readonly string[]): string {
  return tags.map((t) => t.trim()).filter((t) => t !== '').join(', ');
}

/** Tags for the read-only preview: commas shown as spaces. */
export function previewTags(tags: string | readonly string[] | null | undefined): string {
  const list = typeof tags === 'string' || tags == null ? parseTags(tags) : parseTags(tags.join(','));
  return list.join(' ');
}

/** Checks a tag list against LIMITS.tags; returns the message or null. */
export function checkTags(tags: readonly string[]): string | null {
  const { maxCount, maxLength } = LIMITS.tags;
  if (tags.length > maxCount) return `At most ${maxCount} tags are allowed`;
  if (tags.some((t) => charCount(t) > maxLength)) return `Each tag must be at most ${maxLength} characters`;
  return null;
}
