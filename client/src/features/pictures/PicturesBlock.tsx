/**
 * The pictures of an item (docs/product.md §2.11): a large view of the selected picture and a carousel of at most four
 * thumbnails with arrows; upload with progress, replace and delete.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnitTypeName } from '@purlwise/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Message } from '../../components/Message';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import { EMPTY_PICTURE_ID, type PictureRef } from './carousel';
import { PictureActions } from './PictureActions';
import { PictureStrip } from './PictureStrip';
import UploadProgress from './UploadProgress';
import { usePictureCarousel } from './usePictureCarousel';
import { useWithoutPendingDeletes } from '../undo/useUndo';
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
  // A picture whose delete waits for its Undo time is already gone for the knitter.
  const view = usePictureCarousel(useWithoutPendingDeletes(pictures));
  const { carousel, selected, isReal, total } = view;
  // The picture just uploaded takes focus once its thumbnail is shown (after the item is read again).
  const [uploaded, setUploaded] = useState<string | null>(null);
  const block = useRef<HTMLElement>(null);
  const onUploaded = (id: string) => { view.prefer(id); setUploaded(id); };
  const writes = usePictureWrites({ itemId, selectedId: selected.id, isReal, onUploaded, onChanged });
  useEffect(() => {
    const thumb = uploaded && block.current?.querySelector<HTMLElement>(`.pictures__thumb[data-picture-id="${CSS.escape(uploaded)}"]`);
    if (!thumb) return;
    thumb.focus();
    setUploaded(null);
  }, [uploaded, pictures, carousel]);
  const { progress, queue } = writes;
  const canEdit = !readOnly && itemId !== null;

  // Pictures whose address failed to load show the kind's empty picture instead.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const imgSrc = (p: PictureRef, which: 'url' | 'thumbnailUrl') =>
    p.id === EMPTY_PICTURE_ID || failed.has(p[which]) ? emptyPictureUrl(kind) : p[which];
  const markFailed = (url: string) => setFailed((s) => new Set(s).add(url));

  return (
    <section ref={block} className="item-card pictures" aria-labelledby={`${uid}-title`} data-testid="pictures-block">
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
      <ConfirmDialog question={writes.question} confirmLabel={t('item.deleteYes')} onCancel={writes.cancelDelete} onConfirm={writes.confirmDelete} />
    </section>
  );
}
