/**
 * The gauge a calculator's swatch gives, per 10 cm: its stitches across the width (`tensionRows`, see
 * docs/decisions.md §8) and its rows up the height (`tensionStitches`). Null when the swatch has no size.
 */
export function gaugeOf(c: { tensionRows: number; tensionWidth: number; tensionStitches: number; tensionHeight: number }): { stitches: number; rows: number } | null {
  if (!(c.tensionWidth > 0) || !(c.tensionHeight > 0)) return null;
  const per10 = (count: number, cm: number) => Math.round((count * 100) / cm) / 10;
  return { stitches: per10(c.tensionRows, c.tensionWidth), rows: per10(c.tensionStitches, c.tensionHeight) };
}
