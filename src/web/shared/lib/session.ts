import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
// The API client (with zod) is loaded when a call is made: the login page uses this module's
// helpers and must stay light.
const apiFetch: typeof import('./api.ts').apiFetch = (...args) => import('./api.ts').then((api) => api.apiFetch(...args));
import { removeStore, STORE_KEYS } from './local-store.ts';

/**
 * The admin session is the server's (an httpOnly cookie): GET /api/users/me answers who is logged
 * in, or 401. The stored User_name is only a hint for the UI (the old app's whole "login", D-S2).
 */
export interface Me {
  _id: string;
  User_name: string;
}

export const ME_KEY = ['admin', 'me'] as const;

/** GET /api/users/me → the user, or null when there is no session (401). Other failures throw. */
async function fetchMe(): Promise<Me | null> {
  const { status, body } = await apiFetch('/api/users/me');
  if (status === 401) return null;
  if (status >= 400) throw new Error(`Could not check the login (${status}).`);
  const { MeSchema } = await import('../../../contract/users.ts');
  const me = MeSchema.safeParse(body);
  if (!me.success) throw new Error('Could not check the login.');
  return me.data;
}

/**
 * The session as the server sees it: data is the user, null when logged out, undefined while
 * asking. Every mount of an admin screen asks again (staleTime 0); the last answer shows meanwhile.
 */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 0, retry: false, refetchOnWindowFocus: true });
}

/** Where the login page returns to: only a path of this site, never /login itself or //host. */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/login#')) return null;
  return path;
}

/** Navigation state the login page reads: where to go back after a successful login. */
export interface LoginRedirectState {
  from?: string;
}

/** After a login (or setup): forget the cached "logged out" answer so the guard asks again. */
export function sessionStarted(client: QueryClient): void {
  client.removeQueries({ queryKey: ME_KEY });
}

/** A call answered 401: the session is gone; the guard (RequireAdmin) sends the visitor to /login. */
export function sessionLost(client: QueryClient): void {
  client.setQueryData(ME_KEY, null);
}

/**
 * Logout: ends the server session (POST /api/users/logout), forgets the UI's local keys, goes
 * to /. The local keys go even if the call fails (offline): the cookie then expires on its own.
 */
export function useLogout(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiFetch('/api/users/logout', { method: 'POST' });
    } catch {
      // Offline: nothing more to do on this side.
    }
    removeStore(STORE_KEYS.userName, STORE_KEYS.adminTab, STORE_KEYS.sidebarOpen);
    navigate('/', { replace: true });
    // After the navigation, so no guard still on screen sees "logged out" and redirects to /login.
    setTimeout(() => client.removeQueries({ queryKey: ['admin'] }), 0);
  }, [client, navigate]);
}

/** The path of the current screen, to come back to after logging in. */
function useHerePath(): string {
  const location = useLocation();
  return location.pathname + location.search + location.hash;
}

export interface AdminGuard {
  /** The logged-in user, once the server said so. */
  me: Me | undefined;
  /** True until the first answer (a cached one counts). */
  checking: boolean;
  /** The check itself failed (offline, 5xx): not the same as "logged out". */
  error: Error | null;
  retry: () => void;
}

/**
 * Asks the server who is logged in; without a session, replaces the page with /login (the
 * wanted path in navigation state, to come back to).
 */
export function useRequireAdmin(): AdminGuard {
  const query = useMe();
  const navigate = useNavigate();
  const here = useHerePath();
  const loggedOut = query.data === null;
  useEffect(() => {
    if (loggedOut) navigate('/login', { replace: true, state: { from: here } satisfies LoginRedirectState });
  }, [loggedOut, navigate, here]);
  return {
    me: query.data ?? undefined,
    checking: query.data === undefined && query.isPending,
    error: query.data === undefined && query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
