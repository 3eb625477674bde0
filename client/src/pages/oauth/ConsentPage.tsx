/**
 * /oauth/consent/:uid: an OAuth app asks to use the knitter's account. Shows the app, its developer and what it may
 * do, in the knitter's language; Allow or Deny sends the browser back through the server to the app. Behind
 * RequireLogin: a visitor logs in first and comes back here.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import { useAuth } from '../../features/auth/useAuth';
import { answerConsent, consentDetails, ConsentExpired, type ConsentDetails } from './consent';

type State = { kind: 'loading' } | { kind: 'ready'; details: ConsentDetails } | { kind: 'sending' } | { kind: 'failed'; expired: boolean };

/** The consent page. */
export default function ConsentPage() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const { username } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    consentDetails(uid).then(
      (details) => { if (live) setState({ kind: 'ready', details }); },
      (err: unknown) => { if (live) setState({ kind: 'failed', expired: err instanceof ConsentExpired }); },
    );
    return () => { live = false; };
  }, [uid]);

  const decide = async (allow: boolean) => {
    setState({ kind: 'sending' });
    try {
      window.location.assign(await answerConsent(uid, allow));
    } catch (err) {
      setState({ kind: 'failed', expired: err instanceof ConsentExpired });
    }
  };

  const app = state.kind === 'ready' ? state.details.app : null;
  return (
    <PageLayout className="consent-page" title={app ? t('apps.consent.title', { name: app.name }) : t('apps.title')}>
      {state.kind === 'loading' && <p className="muted" role="status">{t('apps.consent.loading')}</p>}
      {state.kind === 'sending' && <p className="muted" role="status">{t('apps.consent.sending')}</p>}
      {state.kind === 'failed' && <Message kind="error" text={state.expired ? t('apps.consent.expired') : t('errors.server')} testId="consent-error" />}
      {state.kind === 'ready' && app && (
        <section className="settings-card" data-testid="consent">
          {app.logoUrl && <img src={app.logoUrl} alt={t('apps.consent.logoAlt', { name: app.name })} width={64} height={64} />}
          <p>{t('apps.consent.lead', { name: app.name, developer: app.developer, username })}</p>
          <ul data-testid="consent-scopes">
            {state.details.scopes.map((s) => <li key={s}>{t(`apps.scope.${s}`)}</li>)}
          </ul>
          <p className="muted">{t('apps.consent.never')}</p>
          <p className="muted">{t('apps.consent.back', { host: app.redirectHost })}</p>
          <div className="form__actions">
            <button type="button" className="button" onClick={() => { void decide(false); }} data-testid="consent-deny">{t('apps.consent.deny')}</button>
            <button type="button" className="button button--primary" onClick={() => { void decide(true); }} data-testid="consent-allow">{t('apps.consent.allow')}</button>
          </div>
        </section>
      )}
    </PageLayout>
  );
}
