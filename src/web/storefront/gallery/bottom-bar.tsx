import type { ReactNode } from 'react';
import * as m from '../i18n/messages.ts';

const ICONS: Record<string, ReactNode> = {
  Home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  Search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  Add: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  Messages: <path d="M4 5h16v11H9l-5 4z" />,
  Profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4 4-6 8-6s7 2 8 6" />
    </>
  ),
};

const Icon = ({ name }: { name: string }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {ICONS[name]}
  </svg>
);

const ITEM = 'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs';

/**
 * The spec's bottom bar: Home, Search, Add, Messages, Profile, where only Messages is a link (to the
 * shop's WhatsApp chat). The others are labels, not fake buttons.
 */
export function BottomBar({ chat }: { chat: string }) {
  return (
    <nav aria-label={m.galleryBar} className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white">
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {(
          [
            ['Home', m.barHome],
            ['Search', m.barSearch],
            ['Add', m.barAdd],
            ['Messages', m.barMessages],
            ['Profile', m.barProfile],
          ] as const
        ).map(([name, label]) => (
          <li key={name}>
            {name === 'Messages' ? (
              <a href={chat} target="_blank" rel="noopener noreferrer" className={`${ITEM} font-semibold text-brand-700 hover:bg-brand-50`}>
                <Icon name={name} />
                {label}
              </a>
            ) : (
              <span className={`${ITEM} text-stone-500`}>
                <Icon name={name} />
                {label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
