/** "Use this gauge" on a calculator card: sets a project's gauge (stitches and rows per 10 cm) from the swatch. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUseGaugeProjectsQuery, useUseGaugeSetMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { gaugeOf } from './gauge';

interface Props { calculator: { name: string; tensionRows: number; tensionWidth: number; tensionStitches: number; tensionHeight: number } }

/** The project choice and its button; nothing when the knitter has no project still being made, or no swatch size. */
export function UseGauge({ calculator }: Props) {
  const { t } = useTranslation();
  const { data } = useUseGaugeProjectsQuery();
  const [set, { loading }] = useUseGaugeSetMutation();
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const projects = (data?.myProjects.nodes ?? []).filter((p) => p.status !== 'FINISHED' && p.status !== 'FROGGED');
  const gauge = gaugeOf(calculator);
  if (!gauge || projects.length === 0) return null;
  const project = projects.find((p) => p.id === chosen) ?? projects[0];

  async function use() {
    setMessage(null);
    try {
      await set({ variables: { input: { id: project.id, gaugeStitches: gauge!.stitches, gaugeRows: gauge!.rows } } });
      setMessage({ kind: 'success', text: t('projects.gaugeUsed', { name: project.name, stitches: gauge!.stitches, rows: gauge!.rows }) });
    } catch (err) {
      setMessage({ kind: 'error', text: errorMessage(err, t) });
    }
  }

  return (
    <div className="use-gauge" data-testid="use-gauge">
      <label className="use-gauge__label">
        <span>{t('projects.useGaugeOn')}</span>
        <select className="field__input" value={project.id} onChange={(e) => setChosen(e.target.value)}>
          {projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      </label>
      <button type="button" className="button button--small" disabled={loading} onClick={() => { void use(); }}>{t('projects.useGauge')}</button>
      {message && <p className={`message message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>{message.text}</p>}
    </div>
  );
}
