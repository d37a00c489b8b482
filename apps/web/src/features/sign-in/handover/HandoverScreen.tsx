import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/ui/LanguageSelect';
import { variantAssets } from '../../../lib/variant/variantAssets';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { i18n } from '../../../lib/i18n/i18n';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { completeHandover, type PendingHandover } from '../hashLogin';
import '../../../styles/shell/Header.css';
import '../../../styles/shell/Logo.css';
import '../../../styles/shell/PublicLayout.css';
import '../../../components/ui/TextLink.css';
import './HandoverScreen.css';

/**
 * Shown before the app starts when the origin app hands an account over to a browser that is not
 * signed in to it: the person sees whose account it is and decides. The router is not running yet
 * (the hand-over decides which session it starts with), so links here are plain page loads.
 */
export function HandoverScreen(props: PendingHandover) {
  return (
    <I18nextProvider i18n={i18n}>
      <HandoverPage {...props} />
    </I18nextProvider>
  );
}

function HandoverPage(props: PendingHandover) {
  const { t } = useTranslation();
  return (
    <div className="public-shell">
      <header className="header">
        <a href="/" className="logo">
          <img src={variantAssets.logo} {...variantAssets.logoSize} alt={t('app.homeLink')} className="logo__image" />
        </a>
        <div className="header__tools">
          <LanguageSelect />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-shell__main">
        <HandoverCard {...props} />
      </main>
    </div>
  );
}

function HandoverCard({ login, target, plan }: PendingHandover) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'continue' | 'cancel' | null>(null);
  const [error, setError] = useState<unknown>(plan.kind === 'failed' ? plan.error : null);

  if (error !== null || plan.kind === 'failed') {
    return (
      <Card className="public-card stack">
        <h1>{t('handover.failedTitle')}</h1>
        {/* role=alert: announced when Continue finds the hand-over used meanwhile. */}
        <Alert tone="error">{t(errorKey(error))}</Alert>
        <a className="text-link" href={`/login/email?redirect=${encodeURIComponent(target)}`}>
          {t('handover.signIn')}
        </a>
      </Card>
    );
  }

  const { preview, current } = plan;
  const proceed = async () => {
    setBusy('continue');
    try {
      await completeHandover(login, target);
    } catch (failure) {
      setBusy(null);
      setError(failure);
    }
  };
  // Nothing of the hand-over was stored: leaving is forgetting it. The guard sends a person
  // without a session to the login.
  const cancel = () => {
    setBusy('cancel');
    window.location.replace(target);
  };

  return (
    <Card as="section" className="public-card stack handover" aria-labelledby="handover-title">
      <h1 id="handover-title">
        {preview.email ? t('handover.title', { name: preview.firstname, email: preview.email }) : t('handover.titleNoEmail', { name: preview.firstname })}
      </h1>
      <p>{t('handover.intro')}</p>
      {current && <p className="muted">{t('handover.signedInAs', { name: current.firstname })}</p>}
      <div className="handover__actions">
        <Button onClick={() => void proceed()} busy={busy === 'continue'} disabled={busy !== null}>
          {t('handover.continue')}
        </Button>
        <Button variant="secondary" onClick={cancel} busy={busy === 'cancel'} disabled={busy !== null}>
          {t('handover.cancel')}
        </Button>
      </div>
    </Card>
  );
}
