/** The stash fields of the colour modal: skeins on hand, dye lot, storage place (with earlier places offered), purchase. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { useColourStoragePlacesQuery } from '../../gql/hooks';
import type { StashDraft } from './colourStash';

/** The fields; `onChange` gets the changed draft. */
export function ColourStashFields({ value, onChange }: { value: StashDraft; onChange: (next: StashDraft) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const { data } = useColourStoragePlacesQuery({ fetchPolicy: 'cache-and-network' });
  const set = (key: keyof StashDraft) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className="colour-modal__stash" data-testid="colour-stash">
      <legend>{t('stash.colour.legend')}</legend>
      <Field label={t('stash.colour.skeins')} value={value.skeins} inputMode="decimal" name="skeinsOnHand" autoComplete="off" onChange={set('skeins')} />
      <Field label={t('stash.colour.dyeLot')} value={value.dyeLot} maxLength={200} name="dyeLot" autoComplete="off" onChange={set('dyeLot')} />
      <Field label={t('stash.colour.place')} value={value.storagePlace} maxLength={200} name="storagePlace" autoComplete="off" list={listId} onChange={set('storagePlace')} />
      <datalist id={listId}>
        {(data?.myStoragePlaces ?? []).map((p) => <option key={p} value={p} />)}
      </datalist>
      <Field label={t('stash.colour.date')} type="date" value={value.purchaseDate} name="purchaseDate" onChange={set('purchaseDate')} />
      <Field label={t('stash.colour.price')} value={value.purchasePrice} inputMode="decimal" name="purchasePrice" autoComplete="off" onChange={set('purchasePrice')} />
    </fieldset>
  );
}
