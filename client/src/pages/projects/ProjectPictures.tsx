/** The pictures of a project: thumbnails (each opens the picture), and for its owner add and delete. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../components/Message';
import { ProjectPageAddPictureDocument, ProjectPageDocument, type ProjectPage_ProjectFragment } from '../../gql/graphql';
import { useProjectPageDeletePictureMutation } from '../../gql/hooks';
import { useUpload } from '../../features/upload/useUpload';
import UploadProgress from '../../features/pictures/UploadProgress';
import { errorMessage } from '../../lib/errors';

/** The pictures block. */
export function ProjectPictures({ project }: { project: ProjectPage_ProjectFragment }) {
  const { t } = useTranslation();
  const refetchQueries = [{ query: ProjectPageDocument, variables: { id: String(project.databaseId) } }];
  // Uploads go through the pictures' multipart sender (progress, a refreshed token), then the page is read again.
  const add = useUpload(ProjectPageAddPictureDocument, { refetchQueries: ['ProjectPage'] });
  const [remove] = useProjectPageDeletePictureMutation({ refetchQueries });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try { await action(); } catch (err) { setError(errorMessage(err, t)); }
  }

  if (!project.viewerCanEdit && project.pictures.length === 0) return null;
  return (
    <section className="project-page__section" data-testid="project-pictures">
      <h2 className="projects-page__heading">{t('projects.pictures')}</h2>
      <Message kind="error" text={error} />
      <ul className="project-pictures">
        {project.pictures.map((p) => (
          <li key={p.id} className="project-pictures__item">
            <a href={p.url} target="_blank" rel="noreferrer"><img src={p.thumbnailUrl} alt={t('projects.pictureOf', { name: project.name })} /></a>
            {project.viewerCanEdit && (
              <button type="button" className="button button--small button--ghost" onClick={() => void run(() => remove({ variables: { input: { id: p.id } } }))}>
                {t('projects.deletePicture')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {project.viewerCanEdit && (
        <>
          <input ref={input} type="file" accept="image/*" hidden data-testid="project-picture-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void run(() => add.upload({ input: { projectId: project.id, file } }));
            }} />
          {add.progress !== null && <UploadProgress fraction={add.progress} />}
          <button type="button" className="button button--small" disabled={add.uploading} onClick={() => input.current?.click()}>{t('projects.addPicture')}</button>
        </>
      )}
    </section>
  );
}
