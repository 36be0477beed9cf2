import { useId, useRef } from 'react';
import { Modal } from './modal.tsx';
import { btn } from './styles.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, shown verbatim (the spec's exact text, e.g. "Delete this category?"). */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Dialog title (default "Confirm Delete"). */
  title?: string;
  /** Confirm button label (default "Delete"). */
  confirmLabel?: string;
  /** While the call runs: the buttons are disabled. */
  busy?: boolean;
}

/** A delete confirmation: the question, Cancel (focused first: the safe choice) and Delete. */
export function ConfirmDialog({ open, question, onConfirm, onCancel, title = 'Confirm Delete', confirmLabel = 'Delete', busy = false }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      describedBy={questionId}
      initialFocus={cancel}
      footer={
        <>
          <button ref={cancel} type="button" className={btn.secondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={btn.danger} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p id={questionId}>{question}</p>
    </Modal>
  );
}
