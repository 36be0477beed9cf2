import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { STORE_KEYS, writeStore } from '../../shared/lib/local-store.ts';
import { safeReturnPath, sessionStarted, type LoginRedirectState } from '../../shared/lib/session.ts';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { needsSetup } from './login-api.ts';
import { LoginForm } from './login-form.tsx';
import { SetupForm } from './setup-form.tsx';

/**
 * /login (spec §2): User Name, Password, Submit. The server renders the form; whether the shop
 * still needs its first admin is asked in the browser, which then shows that form instead.
 */
export default function LoginPage() {
  useTitle(pageTitle('Login', useSiteConfig().data?.name));
  const [mode, setMode] = useState<'login' | 'setup'>('login');
  const [hydrated, setHydrated] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const client = useQueryClient();

  useEffect(() => {
    setHydrated(true);
    let live = true;
    void needsSetup().then((yes) => live && yes && setMode('setup'));
    return () => {
      live = false;
    };
  }, []);

  // Logged in: the hint for the UI, a fresh session check, then where the visitor wanted to go.
  const enter = (userName: string) => {
    writeStore(STORE_KEYS.userName, userName);
    sessionStarted(client);
    const back = safeReturnPath((location.state as LoginRedirectState | null)?.from) ?? safeReturnPath(search.get('next'));
    navigate(back ?? '/admin', { replace: true, state: { User_name: userName } });
  };

  return (
    <section className="mx-auto w-full max-w-sm px-4 py-10">
      {mode === 'setup' ? <SetupForm onDone={enter} onAlreadyDone={() => setMode('login')} /> : <LoginForm ready={hydrated} onSuccess={enter} />}
    </section>
  );
}
