/** A yarn's stash on its page: the totals of its colours' skeins on hand, in the knitter's unit. */
import { useTranslation } from 'react-i18next';
import { StashTotals, type Totals } from './StashTotals';
import './stash.css';

/** The block (only for yarn). */
export function YarnStash({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <section className="item-card" aria-labelledby="yarn-stash-title" data-testid="yarn-stash">
      <h2 id="yarn-stash-title" className="item-card__title">{t('stash.yarnTitle')}</h2>
      <StashTotals totals={totals} testId="yarn-totals" />
    </section>
  );
}
