import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { ApiError } from '../api/ApiError';
import { useCaptcha, type CaptchaState } from './useCaptcha';

// The ALTCHA widget needs a browser's workers: a stand-in solves on a click and names its round.
vi.mock('./Captcha', () => ({
  Captcha: ({ onPayload, round, intro }: { onPayload: (payload: string | null) => void; round: number; intro?: string }) => (
    <button type="button" onClick={() => onPayload(`solved-${round}`)}>
      {intro ?? 'check'} {round}
    </button>
  ),
}));

function setUp(options?: Parameters<typeof useCaptcha>[0]) {
  const current: { captcha?: CaptchaState } = {};
  function Screen() {
    current.captcha = useCaptcha(options);
    return <div>{current.captcha.element}</div>;
  }
  render(<Screen />);
  return () => current.captcha!;
}

describe('useCaptcha', () => {
  it('shows nothing until the server asks for a captcha, then stays', async () => {
    const captcha = setUp();
    expect(captcha().element).toBeNull();
    act(() => captcha().onError(new ApiError(400, 'auth.invalid_credentials', null)));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => captcha().onError(new ApiError(428, 'auth.captcha_required', null)));
    expect(await screen.findByRole('button', { name: 'check 0' })).toBeTruthy();
    act(() => captcha().onError(new ApiError(400, 'auth.invalid_credentials', null)));
    expect(screen.getByRole('button', { name: 'check 0' })).toBeTruthy();
  });

  it('hands over a solved payload once, and has the widget solve a new one for the next call', async () => {
    const captcha = setUp({ always: true, intro: 'To protect this search' });
    expect(captcha().take()).toBeUndefined();
    fireEvent.click(await screen.findByRole('button', { name: 'To protect this search 0' }));
    expect(captcha().payload).toBe('solved-0');

    let taken: string | undefined;
    act(() => {
      taken = captcha().take();
    });
    expect(taken).toBe('solved-0');
    expect(captcha().payload).toBeNull();
    expect(captcha().take()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'To protect this search 1' }));
    expect(captcha().payload).toBe('solved-1');
  });
});
