import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAction } from '../../../lib/api/error-actions';
import { CodeScreen } from '../../mfa';
import { confirmMerge, sendMergeCode } from '../api/calls';
import type { FuzzionCodeMethod } from '@portal/contract/fuzzion';

interface Props {
  payload: string;
  method: FuzzionCodeMethod;
  onMerged: (answer: Awaited<ReturnType<typeof confirmMerge>>) => Promise<void>;
  onBack: () => void;
  onFailed: () => void;
}

/** The 8-digit code sent to the other account, with resend (15 s, then 30 s); confirming merges. */
export function CodeStep({ payload, method, onMerged, onBack, onFailed }: Props) {
  const { t } = useTranslation();
  const merge = useMutation({
    mutationFn: (code: string) => confirmMerge(payload, code),
    onSuccess: onMerged,
    onError: (error) => {
      // A wrong code stays on this screen; an expired offer or a server failure is the error screen.
      if (errorAction(error).kind !== 'inline') onFailed();
    },
  });
  return (
    <CodeScreen
      kind={method.method}
      target={method.masked}
      withTrustDevice={false}
      busy={merge.isPending}
      error={merge.error}
      onSubmit={(values) => merge.mutate(values.code)}
      onCodeInput={() => merge.reset()}
      resend={() => sendMergeCode(payload, method.id)}
      onExpired={onFailed}
      submitLabel={t('merge.code.submit')}
      footer={
        <Button variant="link" onClick={onBack}>
          {t('merge.back')}
        </Button>
      }
    />
  );
}
