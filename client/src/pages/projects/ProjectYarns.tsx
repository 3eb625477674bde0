/** The yarns a project uses: colours of the knitter's stash with an amount in skeins or grams. */
import { useTranslation } from 'react-i18next';
import type { ProjectPage_ProjectFragment, YarnAmountUnit } from '../../gql/graphql';
import { useProjectPageStashQuery } from '../../gql/hooks';

/** One line as the form holds it. */
export interface YarnLine { colourId: string; amount: string; unit: YarnAmountUnit }

interface Props { lines: YarnLine[]; onChange: (lines: YarnLine[]) => void; locked: boolean; project: ProjectPage_ProjectFragment }

/** The yarn lines editor (read-only while the project's yarn is out of the stash). */
export function ProjectYarns({ lines, onChange, locked, project }: Props) {
  const { t } = useTranslation();
  const stash = useProjectPageStashQuery({ skip: !project.viewerCanEdit, fetchPolicy: 'cache-and-network' });
  const colours = (stash.data?.myKnitItems.nodes ?? []).flatMap((y) => y.colours.map((c) => ({
    id: c.id, label: `${y.name} – ${c.textDescription || c.codeDescription}`, onHand: c.skeinsOnHand,
  })));
  const change = (i: number, patch: Partial<YarnLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  if (locked) {
    return (
      <section className="project-yarns" data-testid="project-yarns">
        <h3 className="project-yarns__title">{t('projects.yarns')}</h3>
        {project.stashDeducted && <p className="projects-page__hint">{t('projects.yarnsTaken')}</p>}
        <ul>
          {project.yarns.map((y) => (
            <li key={y.id} data-testid="project-yarn">
              {y.yarn?.name ?? t('projects.privateYarn')} {y.colour ? `– ${y.colour.textDescription || y.colour.codeDescription}` : ''}:{' '}
              {t(`projects.amount_${y.unit}`, { count: y.amount })}
              {y.colour?.skeinsOnHand != null && <> · {t('projects.onHand', { count: y.colour.skeinsOnHand })}</>}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="project-yarns" data-testid="project-yarns">
      <h3 className="project-yarns__title">{t('projects.yarns')}</h3>
      {lines.map((l, i) => (
        <div key={i} className="project-yarns__line" data-testid="project-yarn-line">
          <select className="field__input" aria-label={t('projects.colour')} value={l.colourId} onChange={(e) => change(i, { colourId: e.target.value })}>
            {colours.map((c) => (
              <option key={c.id} value={c.id}>{c.label}{c.onHand != null ? ` (${t('projects.onHand', { count: c.onHand })})` : ''}</option>
            ))}
          </select>
          <input className="field__input" aria-label={t('projects.amount')} inputMode="decimal" value={l.amount} onChange={(e) => change(i, { amount: e.target.value })} />
          <select className="field__input" aria-label={t('projects.unit')} value={l.unit} onChange={(e) => change(i, { unit: e.target.value as YarnAmountUnit })}>
            <option value="SKEINS">{t('projects.skeins')}</option>
            <option value="GRAMS">{t('projects.grams')}</option>
          </select>
          <button type="button" className="button button--small button--ghost" onClick={() => onChange(lines.filter((_, j) => j !== i))}>{t('projects.removeYarn')}</button>
        </div>
      ))}
      <button type="button" className="button button--small" disabled={colours.length === 0} data-testid="add-yarn"
        onClick={() => onChange([...lines, { colourId: colours[0]?.id ?? '', amount: '1', unit: 'SKEINS' }])}>
        {t('projects.addYarn')}
      </button>
      {colours.length === 0 && <p className="projects-page__hint">{t('projects.noStash')}</p>}
    </section>
  );
}
