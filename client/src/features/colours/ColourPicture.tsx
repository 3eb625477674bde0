/** The picture box of the colour modal: the picture, or a "no picture" note. */
import { useTranslation } from 'react-i18next';

/** Shows `src`, or the empty box when there is none. */
export function ColourPicture({ src }: { src: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={`colour-modal__picture${src ? '' : ' is-empty'}`} data-testid="colour-modal-picture">
      {src ? <img src={src} alt={t('colours.pictureAlt')} /> : <span>{t('colours.noPicture')}</span>}
    </div>
  );
}
