import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Owner() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open it</button>
      <Modal open={open} title="A question" onClose={() => setOpen(false)}>
        <p>Body</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens again when its opener is pressed right after Escape, before the close event arrives', () => {
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    // Escape: the browser fires cancel, closes the dialog and gives focus back; close comes a task later.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    dialog.removeAttribute('open');
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
  });
});
