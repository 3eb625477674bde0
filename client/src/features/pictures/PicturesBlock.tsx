/**
 * The pictures of an item (SPEC.md §2 "Yarn pictures block"): a large view of the selected picture and
 * a carousel of at most four thumbnails with arrows; upload with progress, replace and delete.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_SIZE, EMPTY_PICTURE_ID, type KnitTypeName } from '@purlwise/core';
import { Message } from '../../components/Message';
import { PlusIcon, TrashIcon } from '../../components/Icons';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import { usePicturesBlockDeleteMutation } from '../../gql/hooks';
import { PicturesBlockAddDocument, PicturesBlockReplaceDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useUpload } from '../upload/useUpload';
import { isImageType } from '../colours/colourDraft';
import { reconcile, step, select, visible, withPlaceholder, type CarouselState, type PictureRef } from './carousel';
import { ChevronIcon, SwapIcon } from './icons';
import UploadProgress from './UploadProgress';
import './pictures.css';

export interface PicturesBlockProps {
  /** The item's id; null until it is saved (adding pictures is then skipped, with a hint). */
  itemId: number | null;
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
  const shown = withPlaceholder(pictures);
  const ids = shown.map((p) => p.id);
  const [carousel, setCarousel] = useState<CarouselState>({ selected: 0, start: 0 });
  const previousIds = useRef<number[]>(ids);
  const preferId = useRef<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queue, setQueue] = useState<{ index: number; total: number } | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  const add = useUpload(PicturesBlockAddDocument);
  const replace = useUpload(PicturesBlockReplaceDocument);
  const [remove, removal] = usePicturesBlockDeleteMutation();
  const progress = add.progress ?? replace.progress;
  const busy = queue !== null || replace.uploading || removal.loading;

  // Keep the selection on the same picture (or on a fresh upload) when the list changes.
  const idsKey = ids.join(',');
  useEffect(() => {
    const next = idsKey.split(',').map(Number);
    setCarousel((s) => reconcile(s, previousIds.current, next, preferId.current));
    previousIds.current = next;
    if (preferId.current !== null && next.includes(preferId.current)) preferId.current = null;
  }, [idsKey]);

  const { start, items } = visible(shown, carousel);
  const selected = shown[Math.min(carousel.selected, shown.length - 1)];
  const isReal = selected.id !== EMPTY_PICTURE_ID;
  const canEdit = !readOnly && itemId !== null;

  async function refresh() {
    try { await onChanged?.(); } catch (e) { console.error('Reloading pictures failed', e); }
  }

  async function onAdd(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!itemId || files.length === 0) return; // no id yet: quietly skipped (SPEC.md §4)
    setError(null);
    if (files.some((f) => !isImageType(f.type))) { setError(t('pictures.notImage')); return; }
    try {
      for (let i = 0; i < files.length; i++) {
        setQueue({ index: i + 1, total: files.length });
        const data = await add.upload({ input: { itemId, file: files[i] } });
        preferId.current = data.addPicture.picture.id;
      }
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setQueue(null);
      await refresh();
    }
  }

  async function onReplace(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !isReal) return;
    setError(null);
    if (!isImageType(file.type)) { setError(t('pictures.notImage')); return; }
    try {
      await replace.upload({ input: { id: selected.id, file } });
    } catch (err) {
      setError(errorMessage(err, t));
    }
    await refresh();
  }

  async function onDelete() {
    if (!isReal) return;
    setError(null);
    try {
      await remove({ variables: { input: { id: selected.id } } });
    } catch (err) {
      setError(errorMessage(err, t));
    }
    await refresh();
  }

  const imgSrc = (p: PictureRef, which: 'url' | 'thumbnailUrl') =>
    p.id === EMPTY_PICTURE_ID || failed.has(p[which]) ? emptyPictureUrl(kind) : p[which];
  const markFailed = (url: string) => setFailed((s) => new Set(s).add(url));
  const total = shown.length;

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

      <div className="pictures__strip">
        <button type="button" className="pictures__arrow" aria-label={t('pictures.previous')} title={t('pictures.previous')}
          disabled={carousel.selected === 0} onClick={() => setCarousel((s) => step(s, -1, total))}>
          <ChevronIcon dir="left" />
        </button>
        <ul className="pictures__thumbs" style={{ ['--slots' as string]: CAROUSEL_SIZE }}>
          {items.map((p, i) => {
            const index = start + i;
            const on = index === carousel.selected;
            return (
              <li key={p.id}>
                <button type="button" className={`pictures__thumb${on ? ' is-selected' : ''}`} aria-pressed={on}
                  aria-label={t('pictures.show', { n: index + 1, total })} data-picture-id={p.id}
                  onClick={() => setCarousel((s) => select(s, index, total))}>
                  <img src={imgSrc(p, 'thumbnailUrl')} alt="" loading="lazy" onError={() => p.id !== EMPTY_PICTURE_ID && markFailed(p.thumbnailUrl)} />
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="pictures__arrow" aria-label={t('pictures.next')} title={t('pictures.next')}
          disabled={carousel.selected >= total - 1} onClick={() => setCarousel((s) => step(s, 1, total))}>
          <ChevronIcon dir="right" />
        </button>
      </div>

      {!readOnly && !canEdit && <p className="item-hint" data-testid="pictures-hint">{t('pictures.saveFirst')}</p>}
      {canEdit && (
        <div className="pictures__actions">
          <label className={`button button--primary button--small pictures__file${busy ? ' is-disabled' : ''}`}>
            <PlusIcon size={16} /> {t('pictures.add')}
            <input type="file" accept="image/*" multiple onChange={onAdd} disabled={busy} data-testid="pictures-add-input" />
          </label>
          {isReal && (
            <>
              <label className={`button button--ghost button--small pictures__file${busy ? ' is-disabled' : ''}`}>
                <SwapIcon /> {t('pictures.replace')}
                <input type="file" accept="image/*" onChange={onReplace} disabled={busy} data-testid="pictures-replace-input" />
              </label>
              <button type="button" className="button button--small button--danger" onClick={onDelete} disabled={busy}>
                <TrashIcon size={16} /> {t('pictures.delete')}
              </button>
            </>
          )}
        </div>
      )}
      {progress !== null && (
        <UploadProgress fraction={progress} testId="pictures-progress"
          label={queue && queue.total > 1 ? t('pictures.uploadingMany', { n: queue.index, total: queue.total, percent: Math.round(progress * 100) }) : undefined} />
      )}
      <Message kind="error" text={error} testId="pictures-error" />
    </section>
  );
}
