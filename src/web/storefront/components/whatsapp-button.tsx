import type { ReactNode } from 'react';
import * as m from '../i18n/messages.ts';

/**
 * The green WhatsApp button in a page's header: the chat opens in a new tab, and the button has the
 * same name everywhere ("Enquire on WhatsApp") whatever it shows. `className`: its spacing in its row.
 */
export function WhatsAppButton({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={m.enquireOnWhatsapp}
      className={`inline-flex min-h-11 items-center rounded-full bg-green-700 px-4 text-sm font-medium text-white hover:bg-green-800 ${className}`}
    >
      {children}
    </a>
  );
}
