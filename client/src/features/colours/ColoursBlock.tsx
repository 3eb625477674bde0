/**
 * The colours of an item (docs/product.md §2.12): a card per colour plus the add card (the placeholder with the largest
 * safe integer as id). A card opens the colour modal.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOUR_PLACEHOLDER_ID } from '@purlwise/core';
import { Card } from '../../components/Card';
import { PlusIcon } from '../../components/Icons';
import ColourModal from './ColourModal';
import { clearDraft, draftKey, draftKeys } from '../drafts/draftStore';
import { RestoreOffer } from '../drafts/RestoreOffer';
import type { ColourRef } from './colourDraft';
import './colours.css';

export interface ColoursBlockProps {
  /** The item's id; null until it is saved (adding colours then waits, with a hint). */
  itemId: string | null;
  colours: readonly ColourRef[];
  /** Read-only in the preview: cards open the modal without editing. */
  readOnly?: boolean;
  /** Reloads the item after a write. */
  onChanged?: () => Promise<unknown>;
}

/** The colours block. */
export default function ColoursBlock({ itemId, colours, readOnly = false, onChanged }: ColoursBlockProps) {
  const { t } = useTranslation();
  const uid = useId();
  const [isOpen, setOpen] = useState(false);
  // What the dialog shows (null: a new colour); kept while it fades out, even after a delete.
  const [shown, setShown] = useState<{ colour: ColourRef | null; autoRestore?: boolean } | null>(null);
  const canAdd = !readOnly && itemId !== null;
  // A colour draft kept from before (a reload, or the dialog closed with changes): offered back here (issue #26).
  const [kept, setKept] = useState<string | null>(null);
  const ids = colours.map((c) => c.id).join(',');

  useEffect(() => {
    if (!canAdd || isOpen || !itemId) { setKept(null); return; }
    let live = true;
    const prefix = draftKey.colourPrefix(itemId);
    void draftKeys(prefix).then((found) => {
      // A draft of a colour deleted since is of no use.
      const usable = found.find((k) => { const id = k.slice(prefix.length); return id === 'new' || ids.split(',').includes(id); });
      if (live) setKept(usable ?? null);
    });
    return () => { live = false; };
  }, [canAdd, isOpen, itemId, ids]);

  const open = (colour: ColourRef | null, autoRestore = false) => { setShown({ colour, autoRestore }); setOpen(true); };
  const restoreKept = () => {
    if (!kept || !itemId) return;
    const id = kept.slice(draftKey.colourPrefix(itemId).length);
    open(id === 'new' ? null : colours.find((c) => c.id === id) ?? null, true);
  };
  const discardKept = () => { if (kept) void clearDraft(kept); setKept(null); };

  return (
    <section className="item-card colours" aria-labelledby={`${uid}-title`} data-testid="colours-block">
      <div className="item-card__head">
        <h2 id={`${uid}-title`} className="item-card__title">{t('colours.title')}</h2>
      </div>
      {kept && <RestoreOffer onRestore={restoreKept} onDiscard={discardKept} testId="colours-restore" />}
      {colours.length === 0 && readOnly && <p className="item-hint">{t('colours.none')}</p>}
      {(colours.length > 0 || canAdd) && (
        <ul className="colours__grid">
          {colours.map((c) => (
            <li key={c.id}>
              <Card clickable className="colour-card" data-testid="colour-card">
                <span className={`colour-card__swatch${c.thumbnailUrl ? '' : ' is-empty'}`}>
                  {c.thumbnailUrl ? <img src={c.thumbnailUrl} alt="" loading="lazy" /> : <ColourDot />}
                </span>
                <span className="colour-card__text">
                  <button type="button" className="card__action colour-card__name" onClick={() => open(c)}
                    aria-label={t(readOnly ? 'colours.openView' : 'colours.openEdit', { name: [c.textDescription || '—', c.codeDescription].filter(Boolean).join(' ') })}>
                    {c.textDescription || '—'}
                  </button>{' '}
                  {c.codeDescription && <span className="colour-card__code">{c.codeDescription}</span>}
                </span>
              </Card>
            </li>
          ))}
          {canAdd && (
            <li key={COLOUR_PLACEHOLDER_ID}>
              <Card clickable className="colour-card colour-card--add" data-testid="colour-add-card">
                <span className="colour-card__swatch colour-card__swatch--add"><PlusIcon size={28} /></span>
                <span className="colour-card__text">
                  <button type="button" className="card__action colour-card__name" onClick={() => open(null)}>{t('colours.add')}</button>
                </span>
              </Card>
            </li>
          )}
        </ul>
      )}
      {!readOnly && itemId === null && <p className="item-hint" data-testid="colours-hint">{t('colours.saveFirst')}</p>}
      {shown !== null && (
        <ColourModal open={isOpen} itemId={itemId} colour={shown.colour} readOnly={readOnly}
          onClose={() => setOpen(false)} onChanged={onChanged} autoRestore={shown.autoRestore} />
      )}
    </section>
  );
}

/** A skein-coloured dot standing in for a colour without a picture. */
function ColourDot() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="14" fill="currentColor" opacity="0.18" />
      <path d="M8 14c6 2 14 2 20-2M7 20c7 2 15 1 22-4M10 26c6 0 12-2 17-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" opacity="0.55" />
    </svg>
  );
}
