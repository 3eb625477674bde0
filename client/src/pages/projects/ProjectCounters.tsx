/** The row counters of a project: each opens the one-handed counter page; the owner adds more. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from '../../components/Message';
import type { ProjectPage_ProjectFragment } from '../../gql/graphql';
import { ProjectPageDocument } from '../../gql/graphql';
import { useProjectPageAddCounterMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';

const toInt = (s: string) => (s.trim() === '' ? null : Number(s));

/** The counters block. */
export function ProjectCounters({ project }: { project: ProjectPage_ProjectFragment }) {
  const { t } = useTranslation();
  const [add] = useProjectPageAddCounterMutation({ refetchQueries: [{ query: ProjectPageDocument, variables: { id: String(project.databaseId) } }] });
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await add({ variables: { input: { projectId: project.id, name, targetRows: toInt(target), repeatEvery: toInt(repeat) } } });
      setName(''); setTarget(''); setRepeat('');
    } catch (err) {
      setError(errorMessage(err, t));
    }
  }

  return (
    <section className="project-page__section" data-testid="project-counters">
      <h2 className="projects-page__heading">{t('projects.counters')}</h2>
      <ul className="counter-list">
        {project.rowCounters.map((c) => (
          <li key={c.id} className="counter-list__item">
            <Link to={`/projects/${project.databaseId}/counters/${c.databaseId}`} className="counter-list__link" data-testid="counter-link">
              <span className="counter-list__name">{c.name || t('projects.counter')}</span>
              <span className="counter-list__row">{c.targetRows ? t('projects.rowOfTarget', { row: c.row, target: c.targetRows }) : t('projects.rowOf', { row: c.row })}</span>
            </Link>
          </li>
        ))}
      </ul>
      {project.viewerCanEdit && (
        <form className="counter-add" onSubmit={onAdd} aria-label={t('projects.addCounter')}>
          <Message kind="error" text={error} />
          <label className="field"><span className="field__label">{t('projects.counterName')}</span>
            <input className="field__input" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} /></label>
          <label className="field"><span className="field__label">{t('projects.targetRows')}</span>
            <input className="field__input" inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} /></label>
          <label className="field"><span className="field__label">{t('projects.repeatEvery')}</span>
            <input className="field__input" inputMode="numeric" value={repeat} onChange={(e) => setRepeat(e.target.value)} /></label>
          <button type="submit" className="button" data-testid="add-counter">{t('projects.addCounter')}</button>
        </form>
      )}
    </section>
  );
}
