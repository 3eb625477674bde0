/** The lists of the settings cards (tokens, webhooks, OAuth apps): entries that can be revoked or deleted, after asking. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useConfirm } from '../../components/useConfirm';
import { useAttempt } from '../../lib/useAttempt';

export interface SettingsListProps<T> {
  items: readonly T[];
  /** Said when the list is empty. */
  none: string;
  noneTestId: string;
  /** One entry's row (an `<li>` with its key). */
  children: (item: T) => ReactNode;
}

/** The list, or the line saying it is empty. */
export function SettingsList<T>({ items, none, noneTestId, children }: SettingsListProps<T>) {
  return (
    <>
      {items.length === 0 && <p className="muted" data-testid={noneTestId}>{none}</p>}
      <ul className="token-list">{items.map(children)}</ul>
    </>
  );
}

export interface RemovableRowProps {
  testId: string;
  /** The button's text (Revoke, Delete) and its test id. */
  action: string;
  actionTestId: string;
  onAction: () => void;
  /** What the row says about its entry. */
  children: ReactNode;
}

/** An entry's row: what it is, and the button that removes it. */
export function RemovableRow({ testId, action, actionTestId, onAction, children }: RemovableRowProps) {
  return (
    <li className="token-list__item" data-testid={testId}>
      <div>{children}</div>
      <button type="button" className="button button--danger" onClick={onAction} data-testid={actionTestId}>{action}</button>
    </li>
  );
}

/**
 * A change to a card's list made after asking (a revoke, a delete): `ask(what)` opens the question; once it is
 * confirmed, `change(what)` runs and the list is fetched again, a failure shown on the card's `error` line.
 */
export function useConfirmedChange<T>(change: (what: T) => Promise<unknown>, refetch: () => Promise<unknown>,
  describe?: (err: unknown, t: TFunction) => string) {
  const { error, attempt } = useAttempt(describe);
  const confirm = useConfirm((what: T) => {
    void attempt(async () => {
      await change(what);
      await refetch();
    });
  });
  return { error, ...confirm };
}
