import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountDeletionRequest, deletionWordOf, ERASE_AFTER_DAYS } from '@portal/contract/account-deletion';
import type { Locale } from '@portal/contract/variants';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { shownError } from '../../../lib/api/error-actions';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { pathOf } from '../../../lib/routes/routes';
import { forgetSession, useUser } from '../../session';
import { deleteAccount } from '../api';
import type { AccountDeletedState } from '../deletedState';
import './AccountDeletion.css';

type Values = { confirm: string };

/**
 * /security/delete-account (behind a step-up): a client-area account first reads and acknowledges
 * what the client area keeps; then what deleting does, and the word of the page's language typed
 * to confirm. Done, the session is gone (the server ended every one): this tab forgets it and
 * shows the confirmation, signed out.
 */
export default function DeleteAccountPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const clientArea = user?.customer_user_id != null;
  const [acknowledged, setAcknowledged] = useState(false);
  const [noticeRead, setNoticeRead] = useState(false);
  const word = deletionWordOf(i18n.language as Locale);
  const { register, handleSubmit, formState, setError } = useForm<Values>({ resolver: zodResolver(accountDeletionRequest), defaultValues: { confirm: '' } });
  const act = useApiErrorAction({ stepUp: { to: 'delete-account' } });
  const close = useMutation({
    mutationFn: (values: Values) => deleteAccount({ confirm: values.confirm, ...(clientArea ? { acknowledge_client_area: true } : {}) }),
    onSuccess: async ({ erase_at }) => {
      forgetSession(queryClient);
      await navigate(pathOf('account-deleted'), { replace: true, state: { eraseAt: erase_at } satisfies AccountDeletedState });
    },
    onError: (error) => {
      const action = act(error);
      if (action.kind === 'inline' && action.field) setError('confirm', { message: 'deletion_word' });
    },
  });
  // Refusals (a merge or recovery under way, too many tries) are said above the form; a wrong word under it.
  const shown = close.isError && !formState.errors.confirm ? shownError(close.error) : null;
  const alertKey = shown && !shown.field ? shown.key : null;

  if (clientArea && !noticeRead) {
    return (
      <div className="account-deletion">
        <header className="account-deletion__header">
          <h1>{t('titles.deleteAccount')}</h1>
        </header>
        <Card as="section" className="stack" aria-labelledby="client-area-notice">
          <h2 id="client-area-notice">{t('accountDeletion.clientArea.title')}</h2>
          <p>{t('accountDeletion.clientArea.text')}</p>
          <p>{t('accountDeletion.clientArea.contact')}</p>
          <Checkbox label={t('accountDeletion.clientArea.acknowledge')} checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          <div className="account-deletion__actions">
            <Button disabled={!acknowledged} onClick={() => setNoticeRead(true)}>
              {t('accountDeletion.clientArea.continue')}
            </Button>
            <TextLink to={pathOf('security')}>{t('accountDeletion.cancel')}</TextLink>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="account-deletion">
      <header className="account-deletion__header">
        <h1>{t('titles.deleteAccount')}</h1>
        <p className="muted">{t('accountDeletion.intro')}</p>
      </header>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <Card as="section" className="stack" aria-labelledby="deletion-what">
        <h2 id="deletion-what">{t('accountDeletion.what.title')}</h2>
        <ul className="account-deletion__list">
          <li>{t('accountDeletion.what.closed')}</li>
          <li>{t('accountDeletion.what.apps')}</li>
          <li>{t('accountDeletion.what.cards')}</li>
          <li>{t('accountDeletion.what.clientArea')}</li>
          <li>{t('accountDeletion.what.erased', { days: ERASE_AFTER_DAYS })}</li>
          <li>{t('accountDeletion.what.restore')}</li>
        </ul>
        <form className="stack" noValidate onSubmit={handleSubmit((values) => close.mutate(values))}>
          <TextField
            label={t('accountDeletion.confirm.label', { word })}
            hint={t('accountDeletion.confirm.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={formState.errors.confirm && t(fieldErrorKey(formState.errors.confirm.message))}
            {...register('confirm')}
          />
          <div className="account-deletion__actions">
            <Button type="submit" className="button--danger" busy={close.isPending}>
              {t('accountDeletion.confirm.submit')}
            </Button>
            <TextLink to={pathOf('security')}>{t('accountDeletion.cancel')}</TextLink>
          </div>
        </form>
      </Card>
    </div>
  );
}
