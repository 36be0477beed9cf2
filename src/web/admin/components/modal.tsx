import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from './use-dialog.ts';

export interface ModalProps {
  open: boolean;
  /** The dialog's title: its heading and its accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (they stay visible while the body scrolls). */
  footer?: ReactNode;
  /** The element to focus on open (default: the first field). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** max-w-md (default), max-w-lg or max-w-2xl on wide screens; always the full width of a phone. */
  size?: 'md' | 'lg' | 'xl';
  /** role="alertdialog" for questions (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Closes on a click on the dimmed backdrop (default true; off for long forms, to lose nothing). */
  closeOnBackdrop?: boolean;
  /** id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
}

const WIDTHS = { md: 'sm:max-w-md', lg: 'sm:max-w-lg', xl: 'sm:max-w-2xl' };

/**
 * A modal dialog (role=dialog, aria-modal, named by its title): focus kept inside, Escape and the
 * × button close it, fits a 360 px screen with its body scrolling inside (D-A1).
 */
export function Modal({ open, title, onClose, children, footer, initialFocus, size = 'md', role = 'dialog', closeOnBackdrop = true, describedBy }: ModalProps) {
  const titleId = useId();
  const { ref, onKeyDown } = useDialog(open, onClose, initialFocus);
  if (!open) return null;
  return createPortal(
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-2 sm:items-center sm:p-4"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex max-h-[calc(100dvh-1rem)] w-full flex-col rounded-lg bg-white shadow-xl outline-none sm:max-h-[calc(100dvh-2rem)] ${WIDTHS[size]}`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded text-2xl leading-none text-stone-600 hover:bg-stone-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-4 py-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
