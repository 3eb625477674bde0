/** "Do I own a 4 mm 80 cm circular?": kind, size and length, answered on the same screen. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@apollo/client/react';
import { Field } from '../../components/Field';
import { parseAmount } from '../../features/colours/colourStash';
import type { NeedleKind } from '../../gql/graphql';
import { useNeedleOwnedQuery } from '../../gql/hooks';
import { NeedleKindField } from './NeedleForm';

/** The question and its answer. */
export function NeedleQuestion() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<NeedleKind>('CIRCULAR');
  const [size, setSize] = useState('');
  const [length, setLength] = useState('');
  const [asked, setAsked] = useState<{ kind: NeedleKind; sizeMm: number; lengthCm: number | null } | null>(null);
  const { data } = useNeedleOwnedQuery(asked ? { variables: asked, fetchPolicy: 'network-only' } : skipToken);
  const ask = (e: FormEvent) => {
    e.preventDefault();
    const sizeMm = parseAmount(size);
    if (sizeMm == null || Number.isNaN(sizeMm) || sizeMm <= 0) return;
    const lengthCm = parseAmount(length);
    setAsked({ kind, sizeMm, lengthCm: lengthCm == null || Number.isNaN(lengthCm) ? null : lengthCm });
  };
  const count = data?.needles.nodes.reduce((n, x) => n + x.count, 0) ?? 0;
  return (
    <section className="needle-question" aria-labelledby="needle-question-title">
      <h2 id="needle-question-title">{t('needles.question.title')}</h2>
      <form className="stash-form" onSubmit={ask} data-testid="needle-question">
        <NeedleKindField value={kind} onChange={setKind} name="askKind" />
        <Field label={t('needles.size')} value={size} onChange={(e) => setSize(e.target.value)} inputMode="decimal" name="askSize" autoComplete="off" />
        <Field label={t('needles.length')} value={length} onChange={(e) => setLength(e.target.value)} inputMode="decimal" name="askLength" autoComplete="off" />
        <button type="submit" className="button button--primary">{t('needles.question.ask')}</button>
      </form>
      {asked && data && (
        <p className={`stash-answer${count ? '' : ' stash-answer--no'}`} role="status" data-testid="needle-answer">
          {count ? t('needles.question.yes', { count }) : t('needles.question.no')}
        </p>
      )}
    </section>
  );
}
