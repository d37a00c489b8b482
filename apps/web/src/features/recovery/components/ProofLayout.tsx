import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import type { errorKey } from '../../../lib/i18n/errorKeys';
import './Recovery.css';

interface Props {
  id: string;
  title: string;
  intro: string;
  /** The key of the failed submission's text, unless it was placed under its field. */
  alert: ReturnType<typeof errorKey> | null;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame of the proof steps: title, intro, the answer of the last try, the fields, the submit
 * and the way back to the other proofs. "The information you provided is invalid" is one alert for
 * the whole proof: which part was wrong is never said.
 */
export function ProofLayout({ id, title, intro, alert, busy, onSubmit, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p className="recovery__intro muted">{intro}</p>
      {alert && <Alert tone="error">{t(alert)}</Alert>}
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Button type="submit" busy={busy} fullWidth>
          {t('recovery.submit')}
        </Button>
      </form>
      <TextLink to={pathOf('account-recovery.options')}>{t('recovery.back')}</TextLink>
    </Card>
  );
}
