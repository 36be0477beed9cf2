import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Royal card" onClose={() => setOpen(false)}>
          <a href="/x">First link</a>
          <button type="button">Last button</button>
        </Dialog>
      )}
    </>
  );
}

afterEach(cleanup);

async function open() {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Dialog', () => {
  it('is a named modal dialog that takes the focus and stops the page scrolling', async () => {
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Royal card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives the focus back to its opener', async () => {
    const user = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Close button and on a click on the overlay, not on a click inside', async () => {
    const user = await open();
    await user.click(screen.getByRole('link', { name: 'First link' }).parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control back to the first, and Shift+Tab the other way', async () => {
    const user = await open();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
  });
});
