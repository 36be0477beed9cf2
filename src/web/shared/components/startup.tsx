import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

const STARTUP_WAIT_MS = 5000;

/**
 * The spec's start-up: "Loading" until GET /api/ping answers (either way) or 5 s pass. Only the
 * browser-rendered admin shell uses it; server-rendered pages already carry their content.
 */
export function Startup({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    const timer = setTimeout(done, STARTUP_WAIT_MS);
    fetch('/api/ping', { credentials: 'same-origin' })
      // Read the answer: an unread body keeps the request open in the browser (the page never goes network-idle).
      .then((res) => res.text())
      .catch(() => {})
      .finally(done);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : <Spinner />;
}
