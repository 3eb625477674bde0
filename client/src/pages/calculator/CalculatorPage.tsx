/** /calculator: the profile panel and one card per saved calculator (SPEC.md §2, §4 "Calculator card"). */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from 'react-i18next';
import type { Measures } from '@purlwise/core';
import CalculatorCard from '../../features/calculator/CalculatorCard';
import { PlusIcon } from '../../components/Icons';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import { ProfilePanel } from '../../features/profile/ProfilePanel';
import {
  useCalculatorPageCopyMutation, useCalculatorPageCreateMutation, useCalculatorPageDeleteMutation,
  useCalculatorPageUpdateMutation,
} from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { applyInput, type CalcTarget } from './calculatorList';
import { useAllCalculators } from './useAllCalculators';
import { useUndoableDelete } from './useUndoableDelete';
import '../../features/calculator/calculator.css';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

/** The calculator page. */
export default function CalculatorPage() {
  const { t } = useTranslation();
  const { list, error: loadError, reload } = useAllCalculators();
  const [create] = useCalculatorPageCreateMutation();
  const [update] = useCalculatorPageUpdateMutation();
  const [copy] = useCalculatorPageCopyMutation();
  const [remove] = useCalculatorPageDeleteMutation();
  const [busy, setBusy] = useState<CalcTarget | null>(null);
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();

  /** Runs one write, then refetches the list; failures are logged and shown briefly. */
  async function write(target: CalcTarget, what: string, run: () => Promise<unknown>): Promise<boolean> {
    setBusy(target);
    clearMessages();
    try {
      await run();
      return true;
    } catch (e) {
      console.error(`Calculator ${what} failed`, e);
      setError(errorMessage(e, t));
      return false;
    } finally {
      await reload();
      setBusy(null);
    }
  }

  const onAdd = () => write('new', 'add', () => create({ variables: { input: {} } }));
  const onApply = (id: string, m: Measures) => write(id, 'apply', () => update({ variables: { input: applyInput(id, m) } }));
  const onRename = (id: string, name: string) => write(id, 'rename', () => update({ variables: { input: { id, name } } }));
  const onCopy = (id: string) => void write(id, 'copy', () => copy({ variables: { input: { id } } }));
  const deletion = useUndoableDelete({
    list, write,
    remove: (id) => remove({ variables: { input: { id } } }),
    recreate: (input) => create({ variables: { input } }),
  });

  const addButton = (
    <button type="button" className="button button--primary calc-page__add" onClick={onAdd} disabled={busy === 'new'}>
      <PlusIcon size={18} /> {t('calc.add')}
    </button>
  );

  return (
    <PageLayout aside={<ProfilePanel />} title={t('calc.title')} actions={addButton} className="calc-page">
      <p className="calc-page__intro">{t('calc.intro')}</p>
      {error && <Message kind="error" text={error} testId="calc-error" />}
      {deletion.notice && (
        <p className="message message--success calc-page__notice" role="status" data-testid="calc-notice">
          {deletion.notice}
          {deletion.canUndo && <button type="button" className="button button--small button--ghost" onClick={deletion.undo}>{t('calc.undo')}</button>}
        </p>
      )}
      <ConfirmDialog question={deletion.question} confirmLabel={t('item.deleteYes')} onCancel={deletion.cancel} onConfirm={deletion.confirm} />
      {list === null && !loadError && <p className="calc-page__status">{t('calc.loading')}</p>}
      {list === null && loadError != null && <Message kind="error" text={t('calc.loadFailed')} />}
      {list !== null && list.length === 0 && <p className="calc-page__status calc-page__empty">{t('calc.empty')}</p>}
      {list !== null && list.length > 0 && (
        <div className="calc-page__cards">
          {list.map((c) => (
            <CalculatorCard key={c.id} calculator={c} busy={busy === c.id}
              onApply={onApply} onRename={onRename} onCopy={onCopy} onDelete={deletion.ask} />
          ))}
        </div>
      )}
    </PageLayout>
  );
}
