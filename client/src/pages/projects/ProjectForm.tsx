/** The fields of a project (read-only for others): size, dates, notes, visibility, progress, gauge, yarns and needles. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SelectField } from '../../components/SelectField';
import type { ProjectPage_ProjectFragment, Visibility } from '../../gql/graphql';
import { useProjectPageUpdateMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { ProjectNeedlePicker } from './ProjectNeedles';
import { ProjectYarns, type YarnLine } from './ProjectYarns';

interface Form {
  name: string; sizeMade: string; startedOn: string; finishedOn: string; notes: string; visibility: Visibility;
  progressManual: string; gaugeStitches: string; gaugeRows: string; yarns: YarnLine[]; needleIds: string[];
}

function formOf(p: ProjectPage_ProjectFragment): Form {
  return {
    name: p.name, sizeMade: p.sizeMade, startedOn: p.startedOn ?? '', finishedOn: p.finishedOn ?? '', notes: p.notes,
    visibility: p.visibility, progressManual: p.progressManual == null ? '' : String(p.progressManual),
    gaugeStitches: p.gaugeStitches == null ? '' : String(p.gaugeStitches), gaugeRows: p.gaugeRows == null ? '' : String(p.gaugeRows),
    yarns: p.yarns.filter((y) => y.colour).map((y) => ({ colourId: y.colour?.id ?? '', amount: String(y.amount), unit: y.unit })),
    needleIds: p.needles.map((n) => n.id),
  };
}

const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** The project's form. */
export function ProjectForm({ project }: { project: ProjectPage_ProjectFragment }) {
  const { t } = useTranslation();
  const [update, { loading }] = useProjectPageUpdateMutation();
  const [form, setForm] = useState(() => formOf(project));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => { setForm(formOf(project)); }, [project]);
  const edit = project.viewerCanEdit;
  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function onSave(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSaved(null);
    try {
      await update({ variables: { input: {
        id: project.id, name: form.name, sizeMade: form.sizeMade, notes: form.notes, visibility: form.visibility,
        startedOn: form.startedOn || null, finishedOn: form.finishedOn || null, progressManual: num(form.progressManual),
        gaugeStitches: num(form.gaugeStitches), gaugeRows: num(form.gaugeRows), needleIds: form.needleIds,
        ...(project.stashDeducted ? {} : { yarns: form.yarns.map((y) => ({ colourId: y.colourId, amount: num(y.amount) ?? 0, unit: y.unit })) }),
      } } });
      setSaved(t('projects.saved'));
    } catch (err) {
      setError(errorMessage(err, t));
    }
  }

  const text = (key: 'name' | 'sizeMade' | 'progressManual' | 'gaugeStitches' | 'gaugeRows', label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} name={key} value={form[key]} readOnly={!edit} onChange={(e) => set(key)(e.target.value)} {...extra} />
  );
  return (
    <form className="project-form" onSubmit={onSave} data-testid="project-form">
      <h2 className="projects-page__heading">{t('projects.details')}</h2>
      <Message kind="error" text={error} testId="project-form-error" />
      <Message kind="success" text={saved} />
      <p className="project-form__pattern">{t('projects.pattern')}: {project.pattern?.name ?? t('projects.noPattern')}</p>
      {text('name', t('projects.name'), { maxLength: 200 })}
      {text('sizeMade', t('projects.sizeMade'), { maxLength: 200 })}
      <div className="project-form__row">
        <Field label={t('projects.startedOn')} name="startedOn" type="date" value={form.startedOn} readOnly={!edit} onChange={(e) => set('startedOn')(e.target.value)} />
        <Field label={t('projects.finishedOn')} name="finishedOn" type="date" value={form.finishedOn} readOnly={!edit} onChange={(e) => set('finishedOn')(e.target.value)} />
      </div>
      <div className="project-form__row">
        {text('progressManual', t('projects.progressManual'), { inputMode: 'numeric', placeholder: t('projects.progressAuto') })}
        {text('gaugeStitches', t('projects.gaugeStitches'), { inputMode: 'decimal' })}
        {text('gaugeRows', t('projects.gaugeRows'), { inputMode: 'decimal' })}
      </div>
      <Field label={t('projects.notes')} name="notes" multiline value={form.notes} readOnly={!edit} onChange={(e) => set('notes')(e.target.value)} />
      <SelectField label={t('projects.visibility')} value={form.visibility} disabled={!edit} onChange={(e) => set('visibility')(e.target.value as Visibility)}>
        <option value="PUBLIC">{t('projects.public')}</option>
        <option value="PRIVATE">{t('projects.private')}</option>
      </SelectField>
      <ProjectYarns lines={form.yarns} onChange={set('yarns')} locked={!edit || project.stashDeducted} project={project} />
      {edit && <ProjectNeedlePicker selected={form.needleIds} onChange={set('needleIds')} />}
      {edit && <button type="submit" className="button button--primary" disabled={loading} data-testid="project-save">{t('projects.save')}</button>}
    </form>
  );
}
