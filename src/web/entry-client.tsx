import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { keepPageAnswers } from './shared/lib/page-answers.ts';
import { loadPage, pageFor } from './routes.tsx';
import * as m from './storefront/i18n/messages.ts';
import { languagePath } from './storefront/i18n/paths.ts';

const root = document.getElementById('root')!;
const data = document.getElementById('__DATA__');
const app = (
  <BrowserRouter basename={m.prefix || undefined}>
    <App />
  </BrowserRouter>
);
const page = loadPage(pageFor(m.prefix ? languagePath(location.pathname, m.prefix) : location.pathname).page.id);

if (data) {
  // A server-rendered page: its answers are in the page as [queryKey, data], under the keys the
  // hooks use; they count as fresh from now (the server's clock may not agree with this device's).
  keepPageAnswers(JSON.parse(data.textContent || '[]'));
  // As a transition, hydration runs in slices of a few milliseconds and yields between them: a tap or
  // a scroll during start-up is answered at once instead of after the whole page (Total Blocking Time).
  // A hydration mismatch is reported by React's default (window.reportError: an uncaught error).
  page.catch(() => {}).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // The admin shell, drawn here: the spinner until the ping answers, the page's code loading meanwhile.
  // (Startup is fetched here, not bundled: a visitor of a public page never needs it.)
  page.catch(() => {});
  import('./shared/components/startup.tsx').then(({ Startup }) => createRoot(root).render(<Startup>{app}</Startup>));
}

const registerWorker = () => navigator.serviceWorker?.register('/service-worker.js').catch(() => {});
if (document.readyState === 'complete') registerWorker();
else addEventListener('load', registerWorker);
