/** The stash blocks of an item's preview: a yarn's totals (for its owner), a pattern's sizes with "Do I have enough?". */
import type { Totals } from './StashTotals';
import type { PatternSizes_SizeFragment } from '../../gql/graphql';
import { PatternSizes } from './PatternSizes';
import { YarnStash } from './YarnStash';

/** The blocks for `kind` ('yarn', 'pattern'; nothing for the others). */
export function StashBlocks({ kind, item, mine, onChanged }: {
  kind: string; item: { id: string; stashTotals: Totals; sizes: readonly PatternSizes_SizeFragment[] }; mine: boolean; onChanged: () => void;
}) {
  if (kind === 'yarn') return mine ? <YarnStash totals={item.stashTotals} /> : null;
  if (kind === 'pattern') return <PatternSizes itemId={item.id} sizes={item.sizes} editable={mine} onChanged={onChanged} />;
  return null;
}
