/**
 * The API explorer at /graphql (issue 25 point 15): GraphiQL, bundled in this page's own chunk (never in the entry
 * the feed loads), with the docs' examples as its first tabs. Requests go to this server's /graphql with the
 * knitter's session when logged in, or with the headers typed in its headers editor (a personal access token).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { EXAMPLES, layOut } from './examples';
import { fetcherWith, type SessionToken } from './fetcher';
import './explorer.css';

/**
 * The explorer page. `sessionToken` comes from the app's auth (routes.tsx passes it): importing it here would make
 * the bundler split the entry's auth and GraphQL modules into chunks shared with this one.
 */
export default function ExplorerPage({ sessionToken }: { sessionToken: SessionToken }) {
  const { t } = useTranslation();
  const fetcher = useMemo(() => fetcherWith(sessionToken), [sessionToken]);
  const tabs = useMemo(() => EXAMPLES.map((e) => ({ query: layOut(e.query), variables: e.variables })), []);
  return (
    <div className="explorer" data-testid="explorer">
      <header className="explorer__bar">
        <h1 className="explorer__title">{t('explorer.title')}</h1>
        <p className="explorer__hint">{t('explorer.hint')}</p>
        <Link to="/feed" className="explorer__back">{t('explorer.back')}</Link>
      </header>
      <div className="explorer__main">
        <GraphiQL fetcher={fetcher} defaultTabs={tabs} defaultEditorToolsVisibility={false} />
      </div>
    </div>
  );
}
