import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

// setup.ts installs focusAutoFocusOnMount, as main.tsx does.

let refGot: HTMLInputElement | null = null;

function LaterField() {
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button onClick={() => setRenders((n) => n + 1)}>Render again</button>
      <output>{renders}</output>
      {/* A new callback ref at every render, as many libraries give: the element is not focused again. */}
      {open && <input aria-label="Name" autoFocus ref={(element) => void (refGot = element)} />}
    </>
  );
}

describe('autoFocus under Preact', () => {
  it('focuses a field that appears after the page has loaded, once, and keeps its own ref', () => {
    render(<LaterField />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const field = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(field);

    // The person moves on; drawing again must not pull the focus back.
    const other = screen.getByRole('button', { name: 'Render again' });
    other.focus();
    fireEvent.click(other);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(document.activeElement).toBe(other);
    expect(refGot).toBe(field);
  });
});
