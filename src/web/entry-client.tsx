import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { Startup } from './components/startup.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { loadPage, pageFor } from './routes.tsx';

const client = createQueryClient();
const root = document.getElementById('root')!;
const data = document.getElementById('__DATA__');
const app = (
  <BrowserRouter>
    <App client={client} />
  </BrowserRouter>
);
const page = loadPage(pageFor(location.pathname).page.id);

if (data) {
  // A server-rendered page: its answers are in the page, under the keys the hooks use.
  const state = JSON.parse(data.textContent || '{}');
  // Freshness counts from now: the server's clock may not agree with this device's.
  for (const query of state.queries ?? []) query.state.dataUpdatedAt = Date.now();
  hydrate(client, state);
  page.catch(() => {}).then(() => hydrateRoot(root, app, { onRecoverableError: (error) => console.error(error) }));
} else {
  // The admin shell, drawn here: the spinner until the ping answers, the page's code loading meanwhile.
  page.catch(() => {});
  createRoot(root).render(<Startup>{app}</Startup>);
}

const registerWorker = () => navigator.serviceWorker?.register('/service-worker.js').catch(() => {});
if (document.readyState === 'complete') registerWorker();
else addEventListener('load', registerWorker);
