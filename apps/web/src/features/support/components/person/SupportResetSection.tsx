import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { identityDocuments } from '@portal/contract/support-person';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { SelectField } from '../../../../components/ui/SelectField';
import { TextField } from '../../../../components/ui/TextField';
import { useFormat } from '../../../../lib/format/useFormat';
import { errorKey, fieldErrorKey } from '../../../../lib/i18n/errorKeys';
import { supportReset } from '../../api/person';
import { personRefresh, useDeskAction } from '../../queries';
import { ReasonField } from '../ReasonField';
import type { SectionProps } from './PersonSections';
import { Section } from './Section';
import { supportResetResolver, type SupportResetValues } from './supportResetForm';

const checks = ['card_and_national_register_number', 'document'] as const;

/**
 * The support reset of the second factor: the agent checks who is calling (card and register
 * number, or a document seen), picks a verified contact, and the server sends a one-time code there.
 */
export function SupportResetSection({ person, onDone }: SectionProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const contacts = [
    ...person.emails.filter((e) => e.verified).map((e) => ({ value: `email:${e.id}`, label: e.email })),
    ...person.phones.filter((p) => p.verified).map((p) => ({ value: `phone:${p.id}`, label: p.phone })),
  ];
  const { register, handleSubmit, formState, watch, reset } = useForm<SupportResetValues, unknown, Parameters<typeof supportReset>[1]>({
    resolver: supportResetResolver,
    defaultValues: { check: 'card_and_national_register_number', card_number: '', national_register_number: '', document: 'id_card', send_to: contacts[0]?.value ?? '', reason: '' },
  });
  const check = watch('check');
  const send = useDeskAction((request: Parameters<typeof supportReset>[1]) => supportReset(person.id, request), personRefresh(person.id));
  const submit = handleSubmit((request) =>
    send.mutate(request, {
      onSuccess: ({ sent_to, expires_at }) => {
        reset();
        onDone(t('desk.reset.sent', { target: sent_to, at: dateTime(expires_at) }));
      },
    }),
  );
  const error = (name: keyof SupportResetValues, field?: 'card' | 'nationalRegisterNumber') => {
    const message = formState.errors[name]?.message;
    return message && t(fieldErrorKey(message, field));
  };

  return (
    <Section title={t('desk.reset.title')}>
      <p className="muted">{t('desk.reset.intro')}</p>
      {person.support_reset && <Alert tone="info">{t('desk.reset.open', { target: person.support_reset.target, at: dateTime(person.support_reset.expires_at) })}</Alert>}
      {contacts.length === 0 ? (
        <p>{t('desk.reset.noContact')}</p>
      ) : (
        <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="desk-choice">
            <legend className="field__label">{t('desk.reset.check')}</legend>
            {checks.map((value) => (
              <label key={value} className="desk-choice__option">
                <input type="radio" value={value} {...register('check')} />
                {t(`desk.reset.checks.${value}`)}
              </label>
            ))}
          </fieldset>
          {check === 'document' ? (
            <SelectField label={t('desk.reset.document')} {...register('document')}>
              {identityDocuments.map((document) => (
                <option key={document} value={document}>
                  {t(`desk.reset.documents.${document}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <div className="desk-form__row">
              <TextField label={t('desk.reset.card')} inputMode="numeric" autoComplete="off" error={error('card_number', 'card')} {...register('card_number')} />
              <TextField label={t('desk.reset.nrn')} inputMode="numeric" autoComplete="off" error={error('national_register_number', 'nationalRegisterNumber')} {...register('national_register_number')} />
            </div>
          )}
          <SelectField label={t('desk.reset.sendTo')} error={error('send_to')} {...register('send_to')}>
            {contacts.map((contact) => (
              <option key={contact.value} value={contact.value}>
                {contact.label}
              </option>
            ))}
          </SelectField>
          <ReasonField field={register('reason')} error={formState.errors.reason?.message} />
          {send.isError && <Alert tone="error">{t(errorKey(send.error))}</Alert>}
          <div>
            <Button type="submit" busy={send.isPending}>
              {t('desk.reset.submit')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
