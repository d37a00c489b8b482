import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@portal/contract/http';
import { Alert } from '../../components/ui/Alert';
import { currentLanguage } from '../i18n/i18n';
import { loadAltcha } from './loadAltcha';
import './Captcha.css';

interface Props {
  /** The solved payload, or null while there is none (not yet, expired, or spent). */
  onPayload: (payload: string | null) => void;
  /** Changes after each submission: a payload works once, so the widget solves a new challenge. */
  round: number;
  /** What the check is for, when it is not the login's "too many failed attempts". */
  intro?: string;
}

/**
 * The proof-of-work captcha (ALTCHA). It starts solving at once (no puzzle for the person) and
 * solves again when the challenge expires; errors show our text. Screens use it through useCaptcha.
 */
export function Captcha({ onPayload, round, intro }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const [failed, setFailed] = useState(false);
  const language = currentLanguage();
  const introId = useId();

  useEffect(() => {
    let element: HTMLElementTagNameMap['altcha-widget'] | null = null;
    let cancelled = false;
    void loadAltcha(language).then(
      () => {
        if (cancelled || !host.current) return;
        element = document.createElement('altcha-widget');
        element.setAttribute('challenge', API.captchaChallenge);
        element.setAttribute('language', language);
        element.setAttribute('auto', 'onload');
        element.setAttribute('name', 'captcha');
        element.addEventListener('load', () => setFailed(false));
        element.addEventListener('statechange', (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (state === 'verified' && payload) onPayload(payload);
          else onPayload(null);
          setFailed(state === 'error');
        });
        element.addEventListener('expired', () => {
          onPayload(null);
          void element?.verify();
        });
        host.current.append(element);
        widget.current = element;
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      element?.remove();
      widget.current = null;
    };
    // onPayload is useCaptcha's state setter: stable, so only the language re-creates the widget.
  }, [language, onPayload]);

  useEffect(() => {
    if (round === 0 || !widget.current) return;
    onPayload(null);
    widget.current.reset();
    void widget.current.verify();
  }, [round, onPayload]);

  return (
    <div className="login__captcha" role="group" aria-labelledby={introId}>
      <p id={introId} className="login__captcha-intro">{intro ?? t('login.captcha.intro')}</p>
      <div ref={host} />
      {failed && <Alert tone="error">{t('login.captcha.error')}</Alert>}
    </div>
  );
}
