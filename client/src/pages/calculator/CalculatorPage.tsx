/** /calculator: the profile panel and one card per saved calculator (docs/product.md §2.7, §4.6). */
import { useEffect, useState } from 'react';
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
import { isQueued, offlineWrite } from '../../features/offline/offlineWrite';
import { onReplayed } from '../../features/offline/status';
import { useOfflineReady } from '../../features/offline/useOfflineReady';

/** The calculator page. */
export default function CalculatorPage() {
  const { t } = useTranslation();
  useOfflineReady();
  const { list, error: loadError, reload } = useAllCalculators();
  const [create] = useCalculatorPageCreateMutation();
  const [update] = useCalculatorPageUpdateMutation();
  const [copy] = useCalculatorPageCopyMutation();
  const [remove] = useCalculatorPageDeleteMutation();
  const [busy, setBusy] = useState<CalcTarget | null>(null);
  const [error, setError] = useScopedMessage();
  const [notice, setNotice] = useScopedMessage();
  const clearMessages = useClearMessages();
  // Saves queued offline are sent when the connection returns: show what the server then holds.
  useEffect(() => onReplayed(() => { void reload(); }), [reload]);

  /** Runs one write, then refetches the list; failures are logged and shown briefly. A save kept offline is true. */
  async function write(target: CalcTarget, what: string, run: () => Promise<unknown>, queued?: () => void): Promise<boolean> {
    setBusy(target);
    clearMessages();
    try {
      await run();
      return true;
    } catch (e) {
      if (isQueued(e)) { setNotice(errorMessage(e, t)); queued?.(); return true; }
      console.error(`Calculator ${what} failed`, e);
      setError(errorMessage(e, t));
      return false;
    } finally {
      await reload();
      setBusy(null);
    }
  }

  const onAdd = () => write('new', 'add', () => create({ variables: { input: {} } }));
  // Apply and rename may wait offline (issue #26); adding, copying and deleting need the server at once.
  const calcName = (id: string) => list?.find((c) => c.id === id)?.name ?? '';
  const onApply = async (id: string, m: Measures, draftKey: string) => {
    let queued = false;
    const context = offlineWrite({ what: { key: 'calculator', values: { name: calcName(id) } }, merge: `calc:${id}`, draftKey });
    const ok = await write(id, 'apply', () => update({ variables: { input: applyInput(id, m) }, context }), () => { queued = true; });
    return queued ? 'queued' as const : ok;
  };
  const onRename = (id: string, name: string) => write(id, 'rename', () => update({
    variables: { input: { id, name } },
    context: offlineWrite({ what: { key: 'calculator', values: { name } }, merge: `calc-name:${id}` }),
  }));
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
      <Message kind="info" text={notice} testId="calc-offline" />
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
