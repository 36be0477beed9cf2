import { useId, type ReactNode } from 'react';
import { Modal, type ModalProps } from './modal.tsx';
import { btn } from './styles.ts';

export interface FormModalProps extends Pick<ModalProps, 'title' | 'onClose' | 'size' | 'initialFocus'> {
  /** A tap beside the dialog closes it: off unless asked, so typing is not lost to a stray tap. */
  closeOnBackdrop?: boolean;
  /** Runs on Save (or Enter) — never while busy or while images are still being prepared. */
  onSubmit: () => void;
  children: ReactNode;
  /** The save is under way: both buttons are disabled, the modal stays open. */
  busy?: boolean;
  /** Picked images are still being prepared (compressed): Save waits for them. */
  preparing?: boolean;
  /** The Save button's text, and its text while busy. */
  saveLabel?: string;
  busyLabel?: string;
  /** Classes of the form (e.g. "space-y-4"). */
  className?: string;
  /** Problems shown inside the modal, as an alert the form is described by (null: none). */
  problems?: readonly string[] | null;
}

/** A dialog around one form with the one Cancel / Save footer of the back office. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  children,
  busy = false,
  preparing = false,
  saveLabel = 'Save',
  busyLabel = 'Saving...',
  className,
  problems,
  closeOnBackdrop = false,
  ...modal
}: FormModalProps) {
  const formId = useId();
  const problemsId = useId();
  const blocked = busy || preparing;
  return (
    <Modal
      open
      title={title}
      onClose={() => !busy && onClose()}
      closeOnBackdrop={closeOnBackdrop}
      {...modal}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={blocked}>
            {busy ? busyLabel : saveLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-describedby={problems ? problemsId : undefined}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) onSubmit();
        }}
      >
        {children}
        {problems && (
          <div id={problemsId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problems.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </form>
    </Modal>
  );
}
