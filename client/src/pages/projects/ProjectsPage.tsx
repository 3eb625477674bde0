/** /projects: the knitter's projects by status, the queue in its order, and a form to start a project (issue #24). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SelectField } from '../../components/SelectField';
import { PageLayout } from '../../components/PageLayout';
import type { ProjectStatus, ProjectsPage_ProjectFragment } from '../../gql/graphql';
import { useProjectsPageCreateMutation, useProjectsPagePatternsQuery, useProjectsPageQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { QueueList } from './QueueList';
import './projects.css';

/** The statuses in the order the page shows them (the queue has its own section). */
const SECTIONS: ProjectStatus[] = ['IN_PROGRESS', 'HIBERNATING', 'FINISHED', 'FROGGED'];

function ProjectLine({ project }: { project: ProjectsPage_ProjectFragment }) {
  const { t } = useTranslation();
  return (
    <li className="project-line" data-testid="project-line">
      <Link to={`/projects/${project.databaseId}`} className="project-line__name">{project.name}</Link>
      {project.pattern && <span className="project-line__pattern">{project.pattern.name}</span>}
      {project.progress != null && <span className="project-line__progress">{t('projects.percent', { value: project.progress })}</span>}
    </li>
  );
}

/** The projects page. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = useProjectsPageQuery({ fetchPolicy: 'cache-and-network' });
  const queue = useProjectsPageQuery({ variables: { status: 'QUEUED' }, fetchPolicy: 'cache-and-network' });
  const patterns = useProjectsPagePatternsQuery();
  const [create, { loading: creating }] = useProjectsPageCreateMutation();
  const [name, setName] = useState('');
  const [patternId, setPatternId] = useState('');
  const [status, setStatus] = useState<ProjectStatus>('IN_PROGRESS');
  const [error, setError] = useState<string | null>(null);

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!name.trim()) { setError(t('projects.nameNeeded')); return; }
    try {
      const r = await create({ variables: { input: { name, status, patternId: patternId || null } } });
      const id = r.data?.createProject.project.databaseId;
      if (id) navigate(`/projects/${id}`);
    } catch (err) {
      setError(errorMessage(err, t));
    }
  }

  const projects = all.data?.myProjects.nodes ?? [];
  return (
    <PageLayout title={t('projects.title')} className="projects-page">
      <form className="projects-page__new" onSubmit={onCreate} aria-label={t('projects.new')} data-testid="new-project">
        <h2 className="projects-page__heading">{t('projects.new')}</h2>
        <Message kind="error" text={error} testId="project-error" />
        <Field label={t('projects.name')} name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
        <SelectField label={t('projects.pattern')} value={patternId} onChange={(e) => setPatternId(e.target.value)} data-testid="new-project-pattern">
          <option value="">{t('projects.noPattern')}</option>
          {(patterns.data?.myKnitItems.nodes ?? []).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </SelectField>
        <SelectField label={t('projects.status')} value={status} onChange={(e) => setStatus(e.target.value as ProjectStatus)} data-testid="new-project-status">
          {(['IN_PROGRESS', 'QUEUED', 'HIBERNATING'] as const).map((s) => <option key={s} value={s}>{t(`projects.statuses.${s}`)}</option>)}
        </SelectField>
        <button type="submit" className="button button--primary" disabled={creating}>{t('projects.start')}</button>
      </form>
      {all.error && !all.data && <Message kind="error" text={t('projects.loadFailed')} />}
      {SECTIONS.map((s) => {
        const list = projects.filter((p) => p.status === s);
        return list.length === 0 ? null : (
          <section key={s} className="projects-page__section" data-testid={`projects-${s}`}>
            <h2 className="projects-page__heading">{t(`projects.statuses.${s}`)}</h2>
            <ul className="projects-page__list">{list.map((p) => <ProjectLine key={p.id} project={p} />)}</ul>
          </section>
        );
      })}
      <section className="projects-page__section" data-testid="projects-QUEUED">
        <h2 className="projects-page__heading">{t('projects.queue')}</h2>
        {(queue.data?.myProjects.nodes.length ?? 0) === 0
          ? <p className="projects-page__empty">{t('projects.queueEmpty')}</p>
          : <QueueList projects={queue.data!.myProjects.nodes} />}
      </section>
      {all.data && projects.length === 0 && <p className="projects-page__empty">{t('projects.empty')}</p>}
    </PageLayout>
  );
}
