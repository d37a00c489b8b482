import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';

/** The reason every desk action carries; its field codes are the contract's (`required`, `reason_too_short`). */
export function ReasonField({ field, error }: { field: UseFormRegisterReturn<'reason'>; error: string | undefined }) {
  const { t } = useTranslation();
  return <TextField label={t('desk.reason.label')} hint={t('desk.reason.hint')} autoComplete="off" error={error && t(fieldErrorKey(error))} {...field} />;
}
