import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { downloadAuditExport } from '../../api/admin';
import { deskKey } from '../../queries';
import { Section } from '../person/Section';
import { errorKey } from '../../../../lib/i18n/errorKeys';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The audit between two days (the second not included) as a CSV file. */
export function AuditExport() {
  const { t } = useTranslation();
  const today = new Date();
  const [from, setFrom] = useState(() => isoDay(new Date(today.getTime() - 30 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date(today.getTime() + 86_400_000)));
  const download = useMutation({ mutationKey: deskKey, mutationFn: () => downloadAuditExport(from, to) });
  const invalid = !from || !to || from >= to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) download.mutate();
  };
  return (
    <Section title={t('desk.audit.export.title')}>
      <form className="desk-form" noValidate onSubmit={submit}>
        <div className="desk-form__row">
          <TextField type="date" label={t('desk.audit.export.from')} value={from} required onChange={(event) => setFrom(event.target.value)} />
          <TextField
            type="date"
            label={t('desk.audit.export.to')}
            hint={t('desk.audit.export.toHint')}
            value={to}
            required
            error={invalid ? t('desk.audit.export.order') : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        {download.isError && <Alert tone="error">{t(errorKey(download.error))}</Alert>}
        {download.isSuccess && <Alert tone="success">{t('desk.audit.export.done')}</Alert>}
        <div>
          <Button type="submit" variant="secondary" busy={download.isPending} disabled={invalid}>
            {t('desk.audit.export.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
