/**
 * The queue in the knitter's order: drag a project onto another place, or (keyboard) use its Move up / Move down
 * buttons, or Alt+Arrow keys on the focused line. Each move is one moveQueuedProject, sent after the previous one
 * is answered; its answer (the whole queue) is the new order, so no reading of the queue races a move. Focus stays on
 * the moved line.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectsPage_ProjectFragment } from '../../gql/graphql';
import { useProjectsPageMoveMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { Message } from '../../components/Message';

interface Props { projects: ProjectsPage_ProjectFragment[] }

/** Queued projects in their place order, whatever order the list they came in has. */
const byPlace = (list: readonly ProjectsPage_ProjectFragment[]) => [...list].sort((a, b) => (a.queuePosition ?? 0) - (b.queuePosition ?? 0));

/**
 * The order on screen and the moves that change it. Moves are sent one after the other, each once the previous one
 * is answered, so the server applies them in the order the knitter made them and the last answer is the queue as it
 * stands. The server's order replaces ours only when no move of ours is still on its way, so the answer to the first
 * of two quick moves does not undo the second one on screen.
 */
function useQueueOrder(projects: ProjectsPage_ProjectFragment[]) {
  const { t } = useTranslation();
  const [move] = useProjectsPageMoveMutation();
  const server = useMemo(() => byPlace(projects), [projects]);
  const [order, setOrder] = useState(server);
  const [error, setError] = useState<string | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const known = useRef(server);

  useEffect(() => {
    known.current = server;
    if (pending.current === 0) setOrder(server);
  }, [server]);

  function send(id: string, position: number, next: ProjectsPage_ProjectFragment[]) {
    setOrder(next);
    setError(null);
    pending.current += 1;
    chain.current = chain.current.then(async () => {
      try {
        const r = await move({ variables: { input: { id, position } } });
        if (r.data) known.current = byPlace(r.data.moveQueuedProject.queue);
      } catch (err) {
        setError(errorMessage(err, t));
      } finally {
        pending.current -= 1;
      }
      // The last answer is the queue as the server keeps it; after a refusal, that is the order before the move.
      if (pending.current === 0) setOrder(known.current);
    });
  }
  return { order, error, send };
}

/** The ordered queue. */
export function QueueList({ projects }: Props) {
  const { t } = useTranslation();
  const { order, error, send } = useQueueOrder(projects);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const focusAfter = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // Moving the focused line in the DOM blurs it; give focus back in the same commit, before the knitter (or a
  // screen reader) can press the next key. Focus the knitter has put elsewhere stays there.
  useLayoutEffect(() => {
    if (!focusAfter.current || (document.activeElement && document.activeElement !== document.body)) return;
    list.current?.querySelector<HTMLElement>(`[data-project="${focusAfter.current}"]`)?.focus();
  }, [order]);

  function moveTo(id: string, position: number, keepFocus: boolean) {
    const from = order.findIndex((p) => p.id === id);
    if (from < 0 || position < 0 || position >= order.length || position === from) return;
    const next = order.filter((p) => p.id !== id);
    next.splice(position, 0, order[from]);
    focusAfter.current = keepFocus ? id : null;
    setAnnounce(t('projects.moved', { name: order[from].name, position: position + 1, count: order.length }));
    send(id, position, next);
  }

  function onKey(e: KeyboardEvent<HTMLLIElement>, id: string, index: number) {
    if (e.target !== e.currentTarget || !e.altKey) return;
    if (e.key === 'ArrowUp') { e.preventDefault(); moveTo(id, index - 1, true); }
    if (e.key === 'ArrowDown') { e.preventDefault(); moveTo(id, index + 1, true); }
  }

  return (
    <>
      <Message kind="error" text={error} />
      <p className="projects-page__hint">{t('projects.queueHint')}</p>
      <ol className="queue" ref={list} data-testid="queue">
        {order.map((p, i) => (
          <li
            key={p.id}
            className={`queue__item${dragged === p.id ? ' is-dragged' : ''}`}
            data-project={p.id}
            data-testid="queue-item"
            tabIndex={0}
            draggable
            aria-label={t('projects.queueItem', { name: p.name, position: i + 1, count: order.length })}
            onKeyDown={(e) => onKey(e, p.id, i)}
            onDragStart={(e) => { setDragged(p.id); e.dataTransfer.setData('text/plain', p.id); e.dataTransfer.effectAllowed = 'move'; }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => { e.preventDefault(); e.dataTransfer.dropEffect = 'move'; }}
            onDrop={(e) => { e.preventDefault(); const id = e.dataTransfer.getData('text/plain') || dragged; setDragged(null); if (id) moveTo(id, i, false); }}
          >
            <span className="queue__place" aria-hidden="true">{i + 1}</span>
            <Link to={`/projects/${p.databaseId}`} className="queue__name">{p.name}</Link>
            <span className="queue__buttons">
              <button type="button" className="button button--small button--ghost" disabled={i === 0}
                aria-label={t('projects.moveUp', { name: p.name })} onClick={() => moveTo(p.id, i - 1, false)}>↑</button>
              <button type="button" className="button button--small button--ghost" disabled={i === order.length - 1}
                aria-label={t('projects.moveDown', { name: p.name })} onClick={() => moveTo(p.id, i + 1, false)}>↓</button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="queue-announce">{announce}</p>
    </>
  );
}
