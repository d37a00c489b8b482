import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n/i18n';
import { changeLocale } from '../../../lib/i18n/i18n';
import { ApiError } from '../../../lib/api/ApiError';
import { CodeForm } from './CodeForm';

const renderForm = (onSubmit = vi.fn(), error?: unknown) => {
  const onCodeInput = vi.fn();
  const form = (failure: unknown) => <CodeForm kind="email" withTrustDevice busy={false} disabled={false} error={failure} otherMethods onCodeInput={onCodeInput} onSubmit={onSubmit} />;
  const { rerender } = render(form(error));
  return { onSubmit, onCodeInput, input: screen.getByLabelText('Verification code') as HTMLInputElement, refuse: (failure: unknown) => rerender(form(failure)) };
};

const wrongCode = () => new ApiError(400, 'mfa.invalid_code', { code: 'mfa.invalid_code' });

describe('CodeForm', () => {
  it('labels the code input for one-time codes on a numeric keypad', async () => {
    await changeLocale('en');
    const { input } = renderForm();
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.inputMode).toBe('numeric');
    expect(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' })).toBeTruthy();
  });

  it('drops everything but letters and digits as the person types', () => {
    const { input, onCodeInput } = renderForm();
    fireEvent.input(input, { target: { value: '1234 56-78 9' } });
    expect(input.value).toBe('12345678');
    expect(onCodeInput).toHaveBeenCalled();
  });

  it('submits with Enter, sending the trust choice', async () => {
    const { input, onSubmit } = renderForm();
    fireEvent.input(input, { target: { value: '12345678' } });
    fireEvent.click(screen.getByLabelText('Trust this device for 30 days'));
    fireEvent.submit(input.form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: '12345678', isTrustedDevice: true });
  });

  it('shows a wrong code\'s verdict and what to do next as an alert tied to the input', () => {
    const { input } = renderForm(vi.fn(), wrongCode());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The code is invalid. Type the code of the latest e-mail we sent you, or ask for a new one when the countdown ends. Or use another method.');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('brings the focus back to the input after each wrong code, the typed code selected', async () => {
    const { input, refuse } = renderForm();
    fireEvent.input(input, { target: { value: '12345678' } });
    screen.getByRole('button', { name: 'Confirm' }).focus();
    refuse(wrongCode());
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 8]);
    // The same code sent again and refused again: a new answer, the focus comes back again.
    screen.getByRole('button', { name: 'Confirm' }).focus();
    refuse(wrongCode());
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('asks for a code before submitting an empty form', async () => {
    const { input, onSubmit } = renderForm();
    fireEvent.submit(input.form!);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter the code.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the card number of the card method, and refuses one of another card', async () => {
    const onSubmit = vi.fn();
    render(<CodeForm kind="card" withTrustDevice={false} busy={false} disabled={false} onCodeInput={vi.fn()} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Card number') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '4065 1234 5678 9012 99' } });
    expect(input.value).toBe('4065123456789012');
    fireEvent.submit(input.form!);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your card number is invalid.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: '5065123456789012' } });
    fireEvent.submit(input.form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: '5065123456789012', isTrustedDevice: false });
  });
});
