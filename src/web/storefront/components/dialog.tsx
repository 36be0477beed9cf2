import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as m from '../i18n/messages.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Classes of the panel (its width, say). */
  className?: string;
}

/**
 * A modal dialog, drawn while mounted: role=dialog with aria-modal, focus moved into it and kept
 * there (Tab cycles), Escape, the Close button or a click on the dim overlay closes it, and focus
 * returns to what had it before (the control that opened it). The page behind does not scroll.
 */
export function Dialog({ title, onClose, children, className = 'max-w-3xl' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    (root?.querySelector<HTMLElement>('[data-autofocus]') ?? root)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab' && root) {
        const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return e.preventDefault();
        const inside = root.contains(document.activeElement);
        if (e.shiftKey && (document.activeElement === first || !inside)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-3 sm:p-6"
      data-testid="dialog-overlay"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-full w-full flex-col overflow-hidden rounded-lg bg-white shadow-xl outline-none ${className}`}
      >
        <div className="flex items-center gap-2 border-b border-stone-200 py-1 pr-1 pl-4">
          <h2 id={titleId} className="min-w-0 flex-1 truncate font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            data-autofocus
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none hover:bg-stone-100"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{m.close}</span>
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
