import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setIbanRequest, type IbanState } from '@portal/contract/banking';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorAction } from '../../../lib/api/error-actions';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { useSetIban } from '../hooks/useIban';

interface Props {
  onSaved: (state: IbanState) => void;
  onCancel: () => void;
}

/**
 * Set or change the IBAN. The contract's rule checks it here and on the server, so an invalid IBAN
 * never leaves the browser; should the server refuse it anyway, its answer lands under the field.
 * A failure of the server is the spec's "couldn't be updated"; a missing step-up leads to one.
 */
export function IbanForm({ onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSetIban();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(setIbanRequest), defaultValues: { iban: '' } });
  const serverAction = save.isError ? errorAction(save.error) : null;
  const serverFieldError = serverAction?.kind === 'inline' && serverAction.field ? t('validation.iban') : null;
  const clientError = formState.errors.iban && t(fieldErrorKey(formState.errors.iban.message, 'iban'));
  const failed = serverAction?.kind === 'page' ? t('banking.updateFailed') : serverAction?.kind === 'inline' && !serverAction.field ? t(serverAction.key) : null;

  const submit = handleSubmit(({ iban }) => save.mutate(iban, { onSuccess: onSaved }));
  return (
    <form className="banking__form" noValidate onSubmit={submit}>
      <p className="muted">{t('banking.form.delay')}</p>
      {failed && <Alert tone="error">{failed}</Alert>}
      <TextField
        label={t('banking.form.label')}
        hint={t('banking.form.hint')}
        autoFocus
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={clientError || serverFieldError || undefined}
        {...register('iban')}
      />
      <div className="banking__buttons">
        <Button type="submit" busy={save.isPending}>
          {t('banking.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('banking.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
