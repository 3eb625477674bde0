/** The en/fr flag toggle; the choice is remembered (docs/product.md §4.2). */
import { useTranslation } from 'react-i18next';
import { Flag } from '../../components/Icons';
import { setLocale } from '../../i18n';

/** Shows the flag of the other language; a click switches to it. */
export function LocaleToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'fr' ? 'en' : 'fr';
  // The name holds the visible code too, so a voice command saying "FR" finds the button (WCAG 2.5.3).
  const name = `${t('locale.switch')}, ${next.toUpperCase()}`;
  return (
    <button type="button" className="icon-button locale-toggle" onClick={() => setLocale(next)}
      aria-label={name} title={t('locale.switch')} data-testid="locale-toggle" data-next={next}>
      <Flag locale={next} />
      <span className="locale-toggle__code">{next.toUpperCase()}</span>
    </button>
  );
}
