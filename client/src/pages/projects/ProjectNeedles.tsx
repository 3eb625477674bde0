/** The needles a project uses: picked in its form from the knitter's inventory, listed on its page with their busy state. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePreferredUnit } from '../../features/units/usePreferredUnit';
import { useNumberFormat } from '../../features/units/useNumberFormat';
import type { NeedleRow_NeedleFragment, ProjectPage_ProjectFragment } from '../../gql/graphql';
import { useProjectPageNeedlesQuery } from '../../gql/hooks';
import { needleLabel } from '../needles/needleText';

/** A needle in one line as the needles page words it ("Circular · 4 mm · 80 cm"), in the knitter's unit. */
function useNeedleLabel(): (n: NeedleRow_NeedleFragment) => string {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const format = useNumberFormat();
  return (n) => needleLabel(n, t(`needles.kind.${n.kind}`), imperial, format);
}

interface PickerProps { selected: string[]; onChange: (ids: string[]) => void }

/** The form's needle field: one checkbox per needle of the inventory, or a way to the needles page when there is none. */
export function ProjectNeedlePicker({ selected, onChange }: PickerProps) {
  const { t } = useTranslation();
  const label = useNeedleLabel();
  const busyId = useId();
  const { data } = useProjectPageNeedlesQuery({ fetchPolicy: 'cache-and-network' });
  const needles = data?.needles.nodes;
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="project-needles" data-testid="project-needles">
      <legend className="project-needles__legend">{t('projects.needles')}</legend>
      {needles?.length === 0 && (
        <p className="projects-page__hint" data-testid="project-needles-none">
          {t('projects.noNeedles')} <Link to="/needles">{t('projects.addNeedles')}</Link>
        </p>
      )}
      {needles && needles.length > 0 && (
        <ul className="project-needles__list">
          {needles.map((n) => (
            <li key={n.id} className="project-needles__item">
              <label className="choice__option">
                <input type="checkbox" checked={selected.includes(n.id)} onChange={() => toggle(n.id)}
                  aria-describedby={n.busy ? `${busyId}-${n.id}` : undefined} />
                <span>{label(n)}</span>
              </label>
              {n.busy && <span id={`${busyId}-${n.id}`} className="project-needles__busy">{t('needles.busy')}</span>}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The project page's list of its needles (only its owner sees needles: the section is theirs alone). */
export function ProjectNeedleList({ project }: { project: ProjectPage_ProjectFragment }) {
  const { t } = useTranslation();
  const label = useNeedleLabel();
  if (!project.viewerCanEdit) return null;
  return (
    <section className="project-page__section" data-testid="project-needle-list">
      <h2 className="projects-page__heading">{t('projects.needles')}</h2>
      {project.needles.length === 0 && <p className="projects-page__hint">{t('projects.needlesNone')}</p>}
      <ul className="project-needles__list">
        {project.needles.map((n) => (
          <li key={n.id} className="project-needles__item" data-testid="project-needle">
            <span>{label(n)}</span>
            {n.busy && <span className="project-needles__busy" data-testid="project-needle-busy">{t('needles.busy')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
