import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/ApiError';
import { Captcha } from '../../login';

/**
 * The core limiter's captcha (shown from the first auth.captcha_required on), as on the login page.
 * A solved payload works once: each submission that spent one asks the widget for a new one.
 */
export function useMergeCaptcha() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return {
    payload: payload ?? undefined,
    element: shown ? <Captcha onPayload={setPayload} round={round} intro={t('merge.proof.captcha')} /> : null,
    spend: () => {
      if (payload) setRound((n) => n + 1);
    },
    noteError: (error: unknown) => {
      if (isApiError(error, 'auth.captcha_required')) setShown(true);
    },
  };
}
