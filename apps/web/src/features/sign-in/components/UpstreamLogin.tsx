import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEDERATION } from '@portal/contract/oauth';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { config } from '../../../config/runtime';

/**
 * "Sign in with Microsoft", in beta for companies (specification): the button opens a modal that
 * explains the beta; continuing loads the server's address that sends the browser upstream.
 */
export function UpstreamLogin({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!config.upstreamLogin) return null;
  const start = `${FEDERATION.start}${redirect ? `?${new URLSearchParams({ redirect })}` : ''}`;
  return (
    <div className="upstream-login">
      <p className="upstream-login__or muted">{t('login.upstream.or')}</p>
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        {t('login.upstream.button')}
        <span className="upstream-login__badge">{t('login.upstream.beta')}</span>
      </Button>
      <Modal open={open} title={t('login.upstream.title')} onClose={() => setOpen(false)}>
        <div className="stack">
          <p>{t('login.upstream.text')}</p>
          <p className="muted">{t('login.upstream.betaNote')}</p>
          <div className="upstream-login__actions">
            <Button onClick={() => window.location.assign(start)}>{t('login.upstream.continue')}</Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('login.upstream.cancel')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
