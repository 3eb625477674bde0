/**
 * Calculator deletion asks first, then says what went, with Undo for a few seconds (issue #12). Undo is cheap here: a
 * calculator is a name and eight numbers, so it is created again as it was.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEASURE_KEYS, type Measures } from '@purlwise/core';
import { useScopedMessage } from '../../lib/messages';
import type { CalcTarget } from './calculatorList';

/** How long Undo is offered after a deletion. */
export const UNDO_MS = 8000;

type Calc = { id: string; name: string } & Measures;

interface Options {
  list: readonly Calc[] | null;
  write: (target: CalcTarget, what: string, run: () => Promise<unknown>) => Promise<boolean>;
  remove: (id: string) => Promise<unknown>;
  recreate: (input: { name: string } & Measures) => Promise<unknown>;
}

/** The state and actions of the ask / delete / undo sequence. */
export function useUndoableDelete({ list, write, remove, recreate }: Options) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Calc | null>(null);
  const [gone, setGone] = useState<Calc | null>(null);
  const [notice, setNotice] = useScopedMessage();

  useEffect(() => {
    if (!gone) return;
    const timer = setTimeout(() => setGone(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [gone]);

  const ask = (id: string) => { setNotice(null); setAsking(list?.find((c) => c.id === id) ?? null); };
  const confirm = async () => {
    const calc = asking;
    setAsking(null);
    if (!calc || !(await write(calc.id, 'delete', () => remove(calc.id)))) return;
    setNotice(t('calc.deleted', { name: calc.name }));
    setGone(calc);
  };
  const undo = async () => {
    const calc = gone;
    setGone(null);
    if (!calc) return;
    const input = { name: calc.name } as { name: string } & Measures;
    for (const k of MEASURE_KEYS) input[k] = calc[k];
    if (await write('new', 'undo', () => recreate(input))) setNotice(t('calc.restored', { name: calc.name }));
  };

  return {
    question: asking ? t('calc.confirmDelete', { name: asking.name }) : null,
    ask, cancel: () => setAsking(null), confirm: () => void confirm(), undo: () => void undo(),
    notice, canUndo: gone !== null,
  };
}
