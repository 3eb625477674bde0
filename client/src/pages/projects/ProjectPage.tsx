/** /projects/:id: a project's status (finish, frog, undo), its fields, its yarns, its needles and its row counters. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import type { ProjectStatus } from '../../gql/graphql';
import { useProjectPageDeleteMutation, useProjectPageQuery, useProjectPageStatusMutation, useProjectPageUndoMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { ProjectForm } from './ProjectForm';
import { ProjectCounters } from './ProjectCounters';
import { ProjectNeedleList } from './ProjectNeedles';
import { ProjectPictures } from './ProjectPictures';
import './projects.css';

/** The status moves offered from each status. */
const NEXT: Record<ProjectStatus, ProjectStatus[]> = {
  QUEUED: ['IN_PROGRESS'],
  IN_PROGRESS: ['FINISHED', 'HIBERNATING', 'FROGGED'],
  HIBERNATING: ['IN_PROGRESS', 'FROGGED'],
  FINISHED: ['FROGGED'],
  FROGGED: ['QUEUED'],
};

/** The project page. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error: loadError } = useProjectPageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [setStatus] = useProjectPageStatusMutation();
  const [undo] = useProjectPageUndoMutation();
  const [remove] = useProjectPageDeleteMutation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const project = data?.project;

  async function run(action: () => Promise<unknown>, done: string) {
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (err) {
      setError(errorMessage(err, t));
    }
  }

  if (!project) {
    return (
      <PageLayout title={t('projects.title')}>
        {loadError ? <Message kind="error" text={t('projects.notFound')} /> : <p>{t('projects.loading')}</p>}
      </PageLayout>
    );
  }
  const edit = project.viewerCanEdit;
  return (
    <PageLayout title={project.name} className="project-page"
      actions={<Link to="/projects" className="button button--ghost">{t('projects.back')}</Link>}>
      <p className="project-page__status" data-testid="project-status">
        {t(`projects.statuses.${project.status}`)}
        {project.progress != null && <> · {t('projects.percent', { value: project.progress })}</>}
      </p>
      {project.progress != null && <progress className="project-page__bar" max={100} value={project.progress} aria-label={t('projects.progress')} />}
      <Message kind="error" text={error} testId="project-error" />
      <Message kind="success" text={notice} testId="project-notice" />
      {edit && (
        <div className="project-page__moves">
          {NEXT[project.status].map((s) => (
            <button key={s} type="button" className="button" data-testid={`status-${s}`}
              onClick={() => void run(() => setStatus({ variables: { input: { id: project.id, status: s } } }), t(`projects.moved_${s}`))}>
              {t(`projects.to.${s}`)}
            </button>
          ))}
          {project.previousStatus && (
            <button type="button" className="button button--ghost" data-testid="status-undo"
              onClick={() => void run(() => undo({ variables: { input: { id: project.id } } }), t('projects.undone'))}>
              {t('projects.undo', { status: t(`projects.statuses.${project.previousStatus}`) })}
            </button>
          )}
        </div>
      )}
      <ProjectCounters project={project} />
      <ProjectNeedleList project={project} />
      <ProjectPictures project={project} />
      <ProjectForm project={project} />
      {edit && (
        <button type="button" className="button button--danger project-page__delete"
          onClick={() => {
            if (!window.confirm(t('projects.confirmDelete', { name: project.name }))) return;
            void run(async () => { await remove({ variables: { input: { id: project.id } } }); navigate('/projects'); }, '');
          }}>
          {t('projects.delete')}
        </button>
      )}
    </PageLayout>
  );
}
