/**
 * The card works in the preferred unit: widths and heights are stored in cm and shown in inches for Imperial. The
 * counts and the maths do not change (they are ratios of lengths in one unit).
 */
import { lengthFromUnit, lengthToUnit, MEASURE_KEYS, isIntegerMeasure, type Measures, type Unit } from '@purlwise/core';

const LENGTH_KEYS = MEASURE_KEYS.filter((k) => !isIntegerMeasure(k));

/** Stored measures (cm) as the card shows them in `unit`. */
export function measuresToUnit(stored: Measures, unit: Unit): Measures {
  const out = { ...stored };
  for (const k of LENGTH_KEYS) out[k] = lengthToUnit(stored[k], unit);
  return out;
}

/** The card's measures back in cm; a length left as shown keeps its stored value (no rounding drift on Apply). */
export function measuresFromUnit(shown: Measures, stored: Measures, unit: Unit): Measures {
  const out = { ...shown };
  for (const k of LENGTH_KEYS) out[k] = shown[k] === lengthToUnit(stored[k], unit) ? stored[k] : lengthFromUnit(shown[k], unit);
  return out;
}
