import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

function LoginForm({ onSend }: { onSend: (values: { password: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { password: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <PasswordField label="Password" autoComplete="current-password" {...register('password')} />
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('PasswordField', () => {
  it('shows and hides the password with a toggle whose name stays, keeping the label and autocomplete', () => {
    render(<LoginForm onSend={vi.fn()} />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBe(toggle);
    expect(screen.getByLabelText('Password')).toBe(input);
    expect(input.getAttribute('autocomplete')).toBe('current-password');

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('hides the password again when the form is sent, and the form still reads the field', async () => {
    const onSend = vi.fn();
    render(<LoginForm onSend={onSend} />);
    const input = screen.getByLabelText('Password');
    fireEvent.input(input, { target: { value: 'Secret-Pass-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(input.getAttribute('type')).toBe('password');
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith({ password: 'Secret-Pass-1!' }, expect.anything()));
  });
});
