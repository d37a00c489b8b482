import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { errorAction } from '../../../lib/api/error-actions';
import { rejectMerge } from '../api/calls';
import type { FuzzionPreview } from '@portal/contract/fuzzion';
import { MatchList } from './MatchList';

interface Props {
  payload: string;
  preview: FuzzionPreview;
  /** The address or number that brought the offer up (query `target`), when known. */
  target: string | null;
  onAccept: () => void;
  onDeclined: () => void;
  onIgnore: () => void;
  onFailed: () => void;
}

/** The offer: what the other account shares with this one, then accept, decline or ignore for now. */
export function OfferStep({ payload, preview, target, onAccept, onDeclined, onIgnore, onFailed }: Props) {
  const { t } = useTranslation();
  const reject = useMutation({
    mutationFn: () => rejectMerge(payload),
    onSuccess: onDeclined,
    // Only the refusal for a last address is the person's to read here; anything else is the error screen.
    onError: (error) => {
      if (errorAction(error).kind !== 'inline') onFailed();
    },
  });
  const refusal = reject.error && errorAction(reject.error).kind === 'inline' ? errorAction(reject.error).key : null;
  return (
    <Card as="section" className="public-card stack merge" aria-labelledby="merge-offer-title">
      <div className="screen-heading">
        <h1 id="merge-offer-title">{t('titles.duplicated')}</h1>
        <p className="muted">{target ? t('merge.offer.introTarget', { target }) : t('merge.offer.intro')}</p>
      </div>
      <MatchList matches={preview.matches} />
      <p className="muted">{t('merge.offer.explain')}</p>
      {refusal && (
        <Alert tone="error">
          <p>{t(refusal)}</p>
        </Alert>
      )}
      <div className="merge__actions">
        <Button fullWidth onClick={onAccept} disabled={reject.isPending}>
          {t('merge.offer.accept')}
        </Button>
        <Button fullWidth variant="secondary" busy={reject.isPending} onClick={() => reject.mutate()}>
          {t('merge.offer.decline')}
        </Button>
        <p className="merge__declineHint muted">{t('merge.offer.declineHint')}</p>
        <Button variant="link" onClick={onIgnore} disabled={reject.isPending}>
          {t('merge.offer.ignore')}
        </Button>
      </div>
    </Card>
  );
}
