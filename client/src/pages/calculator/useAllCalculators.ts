/** Loads every page of the user's calculators, sorted by id, and reloads them after each write. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCalculatorPageLazyQuery } from '../../gql/hooks';
import type { CalculatorCard_CalculatorFragment } from '../../gql/graphql';
import { byId } from './calculatorList';

const PAGE = 100;

/** The list, whether the first load is running, the last load error, and a reload function. */
export function useAllCalculators() {
  const [load] = useCalculatorPageLazyQuery({ fetchPolicy: 'network-only' });
  const [list, setList] = useState<CalculatorCard_CalculatorFragment[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const all: CalculatorCard_CalculatorFragment[] = [];
      let after: string | null = null;
      for (;;) {
        const { data, error: failure } = await load({ variables: { first: PAGE, after } });
        if (failure) throw failure;
        if (!data) throw new Error('no data');
        all.push(...data.myCalculators.nodes);
        const { hasNextPage, endCursor } = data.myCalculators.pageInfo;
        if (!hasNextPage || !endCursor) break;
        after = endCursor;
      }
      // A slower, older reload must not overwrite a newer one.
      if (mine === generation.current) { setList(byId(all)); setError(null); }
    } catch (e) {
      console.error('Loading calculators failed', e);
      if (mine === generation.current) setError(e);
    }
  }, [load]);

  useEffect(() => { void reload(); }, [reload]);

  return { list, error, reload };
}
