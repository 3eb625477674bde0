/** The providers that don't need the router (Apollo, i18next) and the router itself. */
import { useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import '../i18n';
import { apolloClient } from './apollo';
import { createRouter } from './routes';

/** The whole app. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
