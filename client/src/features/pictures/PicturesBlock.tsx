/**
 * The pictures of an item (SPEC.md §2 "Yarn pictures block"): a large view of the selected picture and
 * a carousel of at most four thumbnails with arrows; upload with progress, replace and delete.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnitTypeName } from '@purlwise/core';
import { Message } from '../../components/Message';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import { EMPTY_PICTURE_ID, type PictureRef } from './carousel';
import { PictureActions } from './PictureActions';
import { PictureStrip } from './PictureStrip';
import UploadProgress from './UploadProgress';
import { usePictureCarousel } from './usePictureCarousel';
import { usePictureWrites } from './usePictureWrites';
import './pictures.css';

export interface PicturesBlockProps {
  /** The item's id; null until it is saved (adding pictures is then skipped, with a hint). */
  itemId: string | null;
  /** The item's kind, for the empty picture. */
  kind: KnitTypeName;
  pictures: readonly PictureRef[];
  /** Read-only in the preview. */
  readOnly?: boolean;
  /** Refetches the item after a write. */
  onChanged?: () => Promise<unknown>;
}

/** The pictures block. */
export default function PicturesBlock({ itemId, kind, pictures, readOnly = false, onChanged }: PicturesBlockProps) {
  const { t } = useTranslation();
  const uid = useId();
  const view = usePictureCarousel(pictures);
  const { carousel, selected, isReal, total } = view;
  const writes = usePictureWrites({ itemId, selectedId: selected.id, isReal, onUploaded: view.prefer, onChanged });
  const { progress, queue } = writes;
  const canEdit = !readOnly && itemId !== null;

  // Pictures whose address failed to load show the kind's empty picture instead.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const imgSrc = (p: PictureRef, which: 'url' | 'thumbnailUrl') =>
    p.id === EMPTY_PICTURE_ID || failed.has(p[which]) ? emptyPictureUrl(kind) : p[which];
  const markFailed = (url: string) => setFailed((s) => new Set(s).add(url));

  return (
    <section className="item-card pictures" aria-labelledby={`${uid}-title`} data-testid="pictures-block">
      <div className="item-card__head">
        <h2 id={`${uid}-title`} className="item-card__title">{t('pictures.title')}</h2>
        {isReal && <span className="pictures__count" data-testid="pictures-count">{t('pictures.position', { n: carousel.selected + 1, total })}</span>}
      </div>

      <div className={`pictures__stage${isReal ? '' : ' pictures__stage--empty'}`}>
        <img key={selected.id} src={imgSrc(selected, 'url')} alt={isReal ? t('pictures.selectedAlt', { n: carousel.selected + 1 }) : t('pictures.none')}
          data-picture-id={selected.id} data-testid="pictures-large" onError={() => isReal && markFailed(selected.url)} />
        {!isReal && <p className="pictures__none">{t('pictures.none')}</p>}
      </div>

      <PictureStrip carousel={carousel} setCarousel={view.setCarousel} items={view.items} start={view.start} total={total}
        thumbSrc={(p) => imgSrc(p, 'thumbnailUrl')} onThumbError={(p) => markFailed(p.thumbnailUrl)} />

      {!readOnly && !canEdit && <p className="item-hint" data-testid="pictures-hint">{t('pictures.saveFirst')}</p>}
      {canEdit && (
        <PictureActions isReal={isReal} busy={writes.busy} onAdd={writes.onAdd} onReplace={writes.onReplace} onDelete={writes.onDelete} />
      )}
      {progress !== null && (
        <UploadProgress fraction={progress} testId="pictures-progress"
          label={queue && queue.total > 1 ? t('pictures.uploadingMany', { n: queue.index, total: queue.total, percent: Math.round(progress * 100) }) : undefined} />
      )}
      <Message kind="error" text={writes.error} testId="pictures-error" />
    </section>
  );
}
