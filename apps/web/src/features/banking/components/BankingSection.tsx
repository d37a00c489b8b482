import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IbanState, MaskedIban } from '@portal/contract/banking';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Modal } from '../../../components/ui/Modal';
import { EmptyState, QueryState } from '../../../components/ui/QueryState';
import { shownError } from '../../../lib/api/error-actions';
import { useFormat } from '../../../lib/format/useFormat';
import { useCancelIbanChange, useIban, useOpenIbanForm } from '../hooks/useIban';
import { useResumedIbanForm } from '../hooks/useResumedIbanForm';
import { countryName } from './countryName';
import { IbanForm } from './IbanForm';
import './Banking.css';

/**
 * The profile's banking information: the IBAN partner apps receive (masked), a change waiting out
 * its 72 hours with a way to cancel it, and the form to set or change it (after a step-up).
 */
export function BankingSection() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const iban = useIban();
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const open = useCallback(() => {
    setNotice(null);
    setFormOpen(true);
  }, []);
  const openForm = useOpenIbanForm(open);
  const cancel = useCancelIbanChange();
  useResumedIbanForm(iban.isSuccess, open);

  const onSaved = () => {
    setFormOpen(false);
    setNotice(t('banking.updated'));
  };
  const onCancelChange = () => {
    setNotice(null);
    cancel.mutate(undefined, { onSuccess: () => setNotice(t('banking.cancelled')) });
  };
  const hasAny = (state: IbanState) => state.iban !== null || state.pending !== null;
  const language = i18n.language.replace('_', '-');
  const date = format.dateTime;

  return (
    <Card as="section" className="banking" aria-labelledby="banking-title">
      <div className="banking__heading">
        <span className="icon-badge">
          <Icon name="card" />
        </span>
        <h2 id="banking-title">{t('banking.title')}</h2>
      </div>
      <p className="muted">{t('banking.intro')}</p>
      {notice && (
        <Alert tone="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <QueryState query={iban} empty={<EmptyState>{t('banking.empty')}</EmptyState>} isEmpty={(state) => !hasAny(state)}>
        {(state) => (
          <>
            {state.iban && <IbanFacts iban={state.iban} country={countryName(state.iban.country, language)} />}
            {state.pending && (
              <div className="banking__pending" role="group" aria-labelledby="banking-pending-title">
                <h3 id="banking-pending-title">{t('banking.pendingTitle')}</h3>
                <p>
                  {t('banking.pending', { masked: state.pending.masked, country: countryName(state.pending.country, language), date: date(state.pending.effective_at) })}
                </p>
                <div>
                  <Button variant="secondary" onClick={onCancelChange} busy={cancel.isPending}>
                    {t('banking.cancelChange')}
                  </Button>
                </div>
                {cancel.isError && shownError(cancel.error) && <Alert tone="error">{t('banking.cancelFailed')}</Alert>}
              </div>
            )}
            {state.iban && <p className="muted banking__note">{t('banking.maskedNote')}</p>}
          </>
        )}
      </QueryState>
      {openForm.isError && shownError(openForm.error) && <Alert tone="error">{t(shownError(openForm.error)?.key ?? 'errors.server.error')}</Alert>}
      <div>
        <Button onClick={() => openForm.mutate()} busy={openForm.isPending} disabled={!iban.isSuccess}>
          {iban.data && hasAny(iban.data) ? t('banking.change') : t('banking.add')}
        </Button>
      </div>
      <Modal open={formOpen} title={t('banking.form.title')} onClose={() => setFormOpen(false)}>
        {formOpen && <IbanForm onSaved={onSaved} onCancel={() => setFormOpen(false)} />}
      </Modal>
    </Card>
  );
}

function IbanFacts({ iban, country }: { iban: MaskedIban; country: string }) {
  const { t } = useTranslation();
  return (
    <dl className="banking__facts">
      <div>
        <dt>{t('banking.iban')}</dt>
        <dd className="banking__iban">{iban.masked}</dd>
      </div>
      <div>
        <dt>{t('banking.country')}</dt>
        <dd>{country}</dd>
      </div>
    </dl>
  );
}
