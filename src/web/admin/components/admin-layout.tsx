import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../lib/admin-api.ts';
import { sessionLost, useRequireAdmin, type Me } from '../../shared/lib/session.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { Spinner } from '../../shared/components/spinner.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { AdminToaster } from './admin-toaster.tsx';
import { btn } from './styles.ts';

const ShellContext = createContext<Me | null>(null);

/** The logged-in user, inside an admin screen (null outside the admin shell). */
export const useAdminUser = () => useContext(ShellContext);

/**
 * Shows its children only to a logged-in admin (the server says so: GET /api/users/me); a visitor
 * without a session is sent to /login, and comes back here after logging in.
 */
function RequireAdmin({ children }: { children: (me: Me) => ReactNode }) {
  const guard = useRequireAdmin();
  if (guard.me) return children(guard.me);
  if (guard.error) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p>Could not reach the server. Please check your connection.</p>
        <button type="button" className={`${btn.primary} mt-4`} onClick={guard.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <Spinner />;
}

/**
 * The back office's shell, mounted once per admin page (admin-pages.ts puts every screen in one,
 * so a screen's own hooks run only once the server has confirmed the session): the guard, the 401 handling of every
 * admin call (→ /login), the one Toaster, and the frame with the sidebar.
 */
export function AdminShell({ active, onSelect, children }: { active?: string; onSelect?: (key: string) => void; children: ReactNode }) {
  // Inside another shell (a screen shown as a dashboard tab): that one already does all this.
  return useContext(ShellContext) ? (
    children
  ) : (
    <OuterShell active={active} onSelect={onSelect}>
      {children}
    </OuterShell>
  );
}

function OuterShell({ active, onSelect, children }: { active?: string; onSelect?: (key: string) => void; children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => setUnauthorizedHandler(() => sessionLost(client)), [client]);
  return (
    <RequireAdmin>
      {(me) => (
        <ShellContext.Provider value={me}>
          <AdminFrame me={me} active={active} onSelect={onSelect}>
            {children}
          </AdminFrame>
          <AdminToaster />
        </ShellContext.Provider>
      )}
    </RequireAdmin>
  );
}

export interface AdminLayoutProps {
  /** The screen's heading (h1) and document title, e.g. "Upload Banner". */
  title: string;
  /** Next to the heading: the screen's main button (e.g. "+ New Banner"). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every admin screen's outer element. Standalone (its own route, e.g. /UploadCategory) it brings
 * the whole shell: guard, toaster, sidebar (a way back to /admin). Inside the dashboard, whose
 * shell is already there, it is just the screen's titled section.
 */
export function AdminLayout({ title, actions, children }: AdminLayoutProps) {
  const inShell = useContext(ShellContext) !== null;
  const section = (
    <AdminSection title={title} actions={actions}>
      {children}
    </AdminSection>
  );
  return inShell ? section : <AdminShell>{section}</AdminShell>;
}

function AdminSection({ title, actions, children }: AdminLayoutProps) {
  const headingId = useId();
  useTitle(`${title} | Admin`);
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-semibold">
          {title}
        </h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
