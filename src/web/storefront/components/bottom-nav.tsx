import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import * as m from '../i18n/messages.ts';

/**
 * The feed and profile pages' bottom bar (spec §2): home, search, video, shop and profile icons,
 * of which only home (/) and profile (/profile) navigate. The other three are shown as the spec
 * draws them but are plain labelled images, not buttons that do nothing (the old app's clickable
 * icons had no role and no keyboard use, D-A1). Pages that show it keep `pb-20` free at the bottom.
 */
const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

const ICONS = {
  home: icon(<path d="M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5" />),
  search: icon(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5" />
    </>,
  ),
  video: icon(
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
    </>,
  ),
  shop: icon(<path d="M4 8h16l-1 12H5L4 8zM9 8V6a3 3 0 016 0v2" />),
  profile: icon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0116 0" />
    </>,
  ),
};

type Entry = { key: keyof typeof ICONS; label: string; to?: string };

const ENTRIES: Entry[] = [
  { key: 'home', label: m.home, to: '/' },
  { key: 'search', label: m.navSearch },
  { key: 'video', label: m.navVideo },
  { key: 'shop', label: m.navShop },
  { key: 'profile', label: m.navProfile, to: '/profile' },
];

const CELL = 'flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 text-[11px]';

export function BottomNav() {
  const { pathname } = useLocation();
  // Opaque, without a backdrop blur: a blur costs a mid-range phone's GPU on every scrolled frame, and the
  // price of a card half under a see-through bar read as faint text (axe's contrast check failed on it).
  // Keeps what gets keyboard focus or is scrolled to from hiding behind the fixed bar.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '5rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <nav aria-label={m.bottomNavigation} className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="mx-auto flex max-w-xl">
        {ENTRIES.map(({ key, label, to }) => (
          <li key={key} className="flex flex-1">
            {to ? (
              <Link
                to={to}
                aria-current={pathname === to ? 'page' : undefined}
                className={`${CELL} ${pathname === to ? 'text-brand-700' : 'text-stone-700'} hover:text-brand-600`}
              >
                {ICONS[key]}
                <span>{label}</span>
              </Link>
            ) : (
              // Not a control: the spec's icon without a destination, named for screen readers.
              <span role="img" aria-label={m.unavailable(label)} className={`${CELL} text-stone-500`}>
                {ICONS[key]}
                <span aria-hidden="true">{label}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
