/**
 * Projects shown beside items where knitters discover things (Explore, search): a small card per project with its
 * first picture, name, status, progress and knitter. Visitors who open one are asked to join, as with items.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import type { ProjectCard_ProjectFragment } from '../../gql/graphql';
import './project-cards.css';

/** One project. */
function ProjectCard({ project }: { project: ProjectCard_ProjectFragment }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const picture = project.pictures[0]?.thumbnailUrl;
  const onClick = (e: MouseEvent) => {
    if (auth.loggedIn) return;
    e.preventDefault();
    auth.openRegister();
  };
  return (
    <li className="project-card" data-testid="project-card">
      <Link to={`/projects/${project.databaseId}`} className="project-card__link" onClick={onClick}>
        {picture
          ? <img className="project-card__picture" src={picture} alt="" loading="lazy" width={240} height={160} />
          : <span className="project-card__picture project-card__picture--none" aria-hidden="true" />}
        <span className="project-card__name">{project.name}</span>
      </Link>
      <span className="project-card__meta">
        {t(`projects.statuses.${project.status}`)}
        {project.progress != null && <> · {t('projects.percent', { value: project.progress })}</>}
      </span>
      <span className="project-card__owner">{t('projectCards.by', { username: project.owner.username })}</span>
    </li>
  );
}

interface Props {
  /** The heading of the section. */
  title: string;
  projects: ProjectCard_ProjectFragment[];
  /** A line under the heading (a count), if any. */
  status?: ReactNode;
  testId: string;
  hasMore?: boolean;
  loading?: boolean;
  onMore?: () => void;
}

/** A titled row of project cards with "More projects" when there are more. Nothing at all when there are none. */
export function ProjectCards({ title, projects, status, testId, hasMore, loading, onMore }: Props) {
  const { t } = useTranslation();
  if (projects.length === 0) return null;
  return (
    <section className="project-cards" aria-label={title} data-testid={testId}>
      <h2 className="project-cards__title">{title}</h2>
      {status}
      <ul className="project-cards__list">
        {projects.map((p) => <ProjectCard key={p.id} project={p} />)}
      </ul>
      {hasMore && onMore && (
        <button type="button" className="button button--ghost project-cards__more" disabled={loading} onClick={onMore}>
          {t('projectCards.more')}
        </button>
      )}
    </section>
  );
}
