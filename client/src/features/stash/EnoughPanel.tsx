/** "Do I have enough?" for one size: matching colours of the stash (mixed dye lots marked), else skeins to buy of a chosen yarn. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lengthInUnit } from '@purlwise/core';
import { SelectField } from '../../components/SelectField';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { useNumberFormat } from '../units/useNumberFormat';
import { useEnoughYarnChoicesQuery, useEnoughYarnQuery } from '../../gql/hooks';

/** The answer, read when shown. */
export function EnoughPanel({ sizeId }: { sizeId: string }) {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const format = useNumberFormat();
  const [yarnId, setYarnId] = useState('');
  const { data, error } = useEnoughYarnQuery({ variables: { sizeId, yarnId: yarnId || null }, fetchPolicy: 'network-only' });
  const choices = useEnoughYarnChoicesQuery({ fetchPolicy: 'cache-and-network' }).data?.myStash.nodes ?? [];
  const len = (m: number) => `${format(lengthInUnit(m, imperial))} ${imperial ? 'yd' : 'm'}`;
  if (error) return <p className="item-hint" role="status" data-testid="enough-answer">{t('sizes.enough.incomplete')}</p>;
  const a = data?.enoughYarn;
  if (!a) return null;
  return (
    <div className="enough-panel" data-testid="enough-answer" role="status">
      <p className={`stash-answer${a.enough ? '' : ' stash-answer--no'}`}>
        {a.enough ? t('sizes.enough.yes', { length: len(a.neededMetres) }) : t('sizes.enough.no', { length: len(a.neededMetres) })}
      </p>
      <ul className="stash-list">
        {a.matches.map((m) => (
          <li key={`${m.yarn.id}-${m.colourName}`} data-testid="enough-match">
            <Link className="stash-list__name" to={`/yarn-preview/${m.yarn.databaseId}`}>{m.yarn.name} · {m.colourName}</Link>
            <span className="stash-list__meta">{len(m.metres)} · {t('stash.skeinsCount', { count: m.skeins, skeins: format(m.skeins) })}</span>
            {m.mixesDyeLots && <span className="stash-warn" data-testid="enough-mixed">{t('sizes.enough.mixed', { lots: m.dyeLots.join(', ') })}</span>}
          </li>
        ))}
      </ul>
      {!a.enough && (
        <SelectField className="stash-select" label={t('sizes.enough.chooseYarn')} value={yarnId} onChange={(e) => setYarnId(e.target.value)} data-testid="enough-yarn">
          <option value="">—</option>
          {choices.map((y) => <option key={y.id} value={y.id}>{y.name}</option>)}
        </SelectField>
      )}
      {a.toBuy && (
        <p data-testid="enough-to-buy">
          {a.toBuy.skeins == null ? t('sizes.enough.unknownLength') : t('sizes.enough.toBuy', { count: a.toBuy.skeins, name: a.toBuy.yarn.name })}
        </p>
      )}
    </div>
  );
}
