import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ImageOverlay } from './image-overlay.tsx';
import { Modal } from './modal.tsx';
import '../../test-support/render.tsx';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Edit Banner Name"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button onClick={() => setConfirm(true)}>Save</button>}
      >
        <label>
          Banner Name <input />
        </label>
        <ConfirmDialog
          open={confirm}
          question="Are you sure you want to delete this banner?"
          onConfirm={() => setConfirm(false)}
          onCancel={() => setConfirm(false)}
        />
      </Modal>
    </>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its first field and back on the opener when closed', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Banner Name' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Banner Name'));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByLabelText('Banner Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('Escape in a confirmation over a modal closes only the confirmation', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const question = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(question.textContent).toContain('Are you sure you want to delete this banner?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Banner Name' })).toBeTruthy();
  });
});

describe('ConfirmDialog', () => {
  it('asks the question verbatim and answers Cancel or Delete', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open question="Delete this Religion?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('Delete this Religion?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('ImageOverlay', () => {
  it('shows the full image and closes on a click or Escape', () => {
    const onClose = vi.fn();
    const { rerender } = render(<ImageOverlay src="/media/a.jpg" alt="Logo" onClose={onClose} />);
    const overlay = screen.getByRole('dialog');
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/media/a.jpg');
    fireEvent.click(screen.getByRole('img', { name: 'Logo' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(overlay, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<ImageOverlay src={null} alt="Logo" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
