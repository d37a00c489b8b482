import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { personSearchKinds, personSearchRequest, SUPPORT_SEARCHES_PER_HOUR, type PersonSearchKind, type PersonSearchRequest } from '@portal/contract/support';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/api/ApiError';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { searchPeople } from '../api/desk';
import { emptyValueField } from '../forms';
import { deskKey } from '../queries';
import { ReasonField } from './ReasonField';
import { SearchResults } from './SearchResults';

interface Values {
  by: PersonSearchKind;
  value: string;
  reason: string;
}

const inputMode = { email: 'email', phone: 'tel', card: 'numeric', national_register_number: 'numeric' } as const;

/** The search: kind, value and reason, checked by the contract's rules; the people found below. */
export function SearchSection() {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState, watch, resetField } = useForm<Values, unknown, PersonSearchRequest>({
    resolver: zodResolver(personSearchRequest),
    defaultValues: { by: 'email', value: '', reason: '' },
  });
  const by = watch('by');
  const search = useMutation({ mutationKey: deskKey, mutationFn: searchPeople });
  const submit = handleSubmit((request) => search.mutate(request));
  const valueError = formState.errors.value?.message;
  const limited = isApiError(search.error) && search.error.status === 429;

  return (
    <>
      <Card as="section" className="desk-section" aria-labelledby={id}>
        <h2 id={id}>{t('desk.search.title')}</h2>
        <p className="muted">{t('desk.search.intro')}</p>
        <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="desk-form__row">
            <SelectField label={t('desk.search.kind')} {...register('by', { onChange: () => resetField('value') })}>
              {personSearchKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`desk.search.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              key={by}
              label={t(`desk.search.kinds.${by}`)}
              hint={t(`desk.search.hints.${by}`)}
              inputMode={inputMode[by]}
              autoComplete="off"
              spellCheck={false}
              error={valueError && t(fieldErrorKey(valueError, emptyValueField[by]))}
              {...register('value')}
            />
          </div>
          <ReasonField field={register('reason')} error={formState.errors.reason?.message} />
          <div>
            <Button type="submit" busy={search.isPending}>
              {t('desk.search.submit')}
            </Button>
          </div>
        </form>
        {search.isError && <Alert tone="error">{limited ? t('desk.search.limit', { count: SUPPORT_SEARCHES_PER_HOUR }) : t(errorKey(search.error))}</Alert>}
      </Card>
      {search.isSuccess && <SearchResults people={search.data} reason={search.variables.reason} />}
    </>
  );
}
