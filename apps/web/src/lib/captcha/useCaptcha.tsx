import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isCaptchaError } from '../api/error-actions';

// The widget and ALTCHA load when a captcha shows: a screen that never asks for one does without.
const Captcha = lazy(() => import('./Captcha').then((m) => ({ default: m.Captcha })));

interface Options {
  /**
   * The captcha comes with every call (forgotten username, account recovery): shown from the start.
   * Otherwise it shows from the first auth.captcha_required on (login, forgotten password,
   * onboarding, merge and recovery proofs: the limiter's "too many failed attempts").
   */
  always?: boolean;
  /** What the check is for, when it is not the login's "too many failed attempts". */
  intro?: string;
}

export interface CaptchaState {
  /** The solved payload not yet sent, or null (not asked for, still solving, or spent). */
  payload: string | null;
  /** The payload for the call about to go, spent: a payload works once, so the widget solves a new one. */
  take: () => string | undefined;
  /** Give it every failure of the screen's call: the server asking for a captcha (the error table's kind) shows it. */
  onError: (error: unknown) => void;
  /** The widget, where the form places it; null while none is asked for. */
  element: ReactNode;
}

/** The one captcha state of every screen that can ask for one: whether it shows, its payload, and its reset after each use. */
export function useCaptcha({ always = false, intro }: Options = {}): CaptchaState {
  const [shown, setShown] = useState(always);
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return {
    payload,
    take: () => {
      if (!payload) return undefined;
      setPayload(null);
      setRound((n) => n + 1);
      return payload;
    },
    onError: (error) => {
      if (isCaptchaError(error)) setShown(true);
    },
    element: shown ? (
      <Suspense fallback={null}>
        <Captcha onPayload={setPayload} round={round} intro={intro} />
      </Suspense>
    ) : null,
  };
}
