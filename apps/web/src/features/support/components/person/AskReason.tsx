import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { reasonForm, type ReasonValues } from '../../forms';
import { ReasonField } from '../ReasonField';

/** The person's page opened without the search's reason: opening it is audited, so it asks for one. */
export function AskReason({ onReason }: { onReason: (reason: string) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ReasonValues, unknown, { reason: string }>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });
  return (
    <Card as="section" className="desk-section" aria-labelledby="desk-ask-reason">
      <h2 id="desk-ask-reason">{t('desk.person.askReason.title')}</h2>
      <p className="muted">{t('desk.person.askReason.text')}</p>
      <form className="desk-form" noValidate onSubmit={(event) => void handleSubmit(({ reason }) => onReason(reason))(event)}>
        <ReasonField field={register('reason')} error={formState.errors.reason?.message} />
        <div>
          <Button type="submit">{t('desk.person.askReason.submit')}</Button>
        </div>
      </form>
    </Card>
  );
}
