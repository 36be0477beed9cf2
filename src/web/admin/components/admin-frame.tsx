import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { readStore, STORE_KEYS, writeStore } from '../../shared/lib/local-store.ts';
import { useLogout, type Me } from '../../shared/lib/session.ts';
import { useJobsWaiting } from '../lib/quote-pages.ts';
import { ADMIN_TABS, OTHER_SCREENS } from './admin-tabs.ts';
import { PhoneNotifications } from './phone-notifications.tsx';

export interface AdminFrameProps {
  me: Me;
  /** The selected tab's key (none on a standalone screen such as /UploadCategory). */
  active?: string;
  /** Choosing a tab; default: remember it (adminTab) and open /admin. */
  onSelect?: (key: string) => void;
  children: ReactNode;
}

/**
 * The jobs waiting for the owner, beside Orders and on the phone's Menu button (issue 28): a number
 * drawn for the eye, said once in words to a screen reader (the button keeps its name).
 */
function WaitingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span aria-hidden="true" className="ml-auto min-w-6 rounded-full bg-amber-400 px-2 text-center text-sm font-bold text-stone-900">
      {count.toLocaleString('en-IN')}
    </span>
  );
}

/**
 * The back office's frame: a sidebar with the tabs and Logout, 64 units wide (w-64) on md and
 * wider screens; on phones a drawer behind a Menu button. Open or closed is kept in sidebarOpen.
 */
export function AdminFrame({ me, active, onSelect, children }: AdminFrameProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const drawerId = useId();
  const waitingId = useId();
  const waiting = useJobsWaiting();
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  // Admin pages are drawn in the browser only: local storage may be read during render.
  const [open, setOpenState] = useState(() => readStore(STORE_KEYS.sidebarOpen) === 'true');
  const setOpen = (value: boolean) => {
    setOpenState(value);
    writeStore(STORE_KEYS.sidebarOpen, String(value));
  };

  const select = (key: string) => {
    setOpen(false);
    if (onSelect) onSelect(key);
    else {
      writeStore(STORE_KEYS.adminTab, key);
      navigate('/admin');
    }
  };

  // The open drawer (phones): Escape closes it and gives focus back to the Menu button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !toggle.current?.offsetParent) return;
      setOpen(false);
      toggle.current.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-dvh bg-stone-50 md:flex">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        Skip to content
      </a>
      {open && <div className="fixed inset-0 z-30 bg-black/40 md:hidden" aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav
        ref={drawer}
        id={drawerId}
        aria-label="Admin"
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col overflow-y-auto bg-stone-900 text-stone-100 transition-transform md:sticky md:top-0 md:h-dvh md:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full invisible md:visible'
        }`}
      >
        <div className="flex items-center justify-between px-4 py-3">
          <Link to="/admin" onClick={() => setOpen(false)} className="text-lg font-semibold">
            Dashboard
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded text-2xl md:hidden"
            aria-label="Close menu"
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className="flex-1 space-y-1 px-2">
          {ADMIN_TABS.filter((tab) => !tab.hidden).map((tab) => (
            <li key={tab.key}>
              <button
                type="button"
                aria-current={active === tab.key || (active === 'listing' && tab.key === 'listings') ? 'page' : undefined}
                aria-describedby={tab.key === 'orders' && waiting ? waitingId : undefined}
                onClick={() => select(tab.key)}
                className="flex min-h-11 w-full items-center gap-2 rounded px-3 text-left hover:bg-stone-700 aria-[current=page]:bg-brand-700 aria-[current=page]:font-semibold"
              >
                {tab.label}
                {tab.key === 'orders' && <WaitingBadge count={waiting} />}
              </button>
            </li>
          ))}
          <li className="pt-2">
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center rounded px-3 text-stone-300 hover:bg-stone-700">More screens</summary>
              <ul className="space-y-1 pl-2">
                {OTHER_SCREENS.map(([label, path]) => (
                  <li key={path}>
                    <Link to={path} onClick={() => setOpen(false)} className="flex min-h-11 items-center rounded px-3 text-sm hover:bg-stone-700">
                      {label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/" className="flex min-h-11 items-center rounded px-3 text-sm hover:bg-stone-700">
                    View the shop
                  </Link>
                </li>
              </ul>
            </details>
          </li>
        </ul>
        {waiting ? (
          <span id={waitingId} hidden>
            {waiting === 1 ? '1 job waiting' : `${waiting.toLocaleString('en-IN')} jobs waiting`}
          </span>
        ) : null}
        <div className="border-t border-stone-700 p-2">
          <PhoneNotifications />
          <p className="truncate px-3 py-1 text-sm text-stone-400">Signed in as {me.User_name}</p>
          <button
            type="button"
            onClick={() => void logout()}
            className="flex min-h-11 w-full items-center rounded px-3 text-left font-medium hover:bg-stone-700"
          >
            Logout
          </button>
        </div>
      </nav>
      <div className="min-w-0 flex-1">
        <div className="sticky top-0 z-20 flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-1 md:hidden">
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={drawerId}
            aria-describedby={waiting ? waitingId : undefined}
            onClick={() => {
              setOpen(!open);
              if (!open) setTimeout(() => drawer.current?.querySelector<HTMLElement>('button[aria-current], ul button')?.focus(), 0);
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded px-3 font-medium hover:bg-stone-100"
          >
            <span aria-hidden="true">☰</span> Menu
            <WaitingBadge count={waiting} />
          </button>
          <Link to="/admin" className="truncate font-semibold">
            Admin
          </Link>
        </div>
        <main id="admin-main" className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
