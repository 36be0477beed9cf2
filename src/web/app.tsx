import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useRoutes } from 'react-router';
import { routeObjects } from './routes.tsx';

function Pages() {
  return useRoutes(routeObjects);
}

/** The whole web app; the entries wrap it in their router (BrowserRouter or StaticRouter). */
export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Pages />
    </QueryClientProvider>
  );
}
