import { useTranslation } from 'react-i18next';
import type { AttentionItem } from '@portal/contract/attention';
import { Card } from '../../../components/ui/Card';
import { LoadError } from '../../../components/ui/LoadError';
import { Loading } from '../../../components/ui/Loading';
import type { useAttention } from '../hooks/useAttention';
import { AttentionRow, type AttentionRowItem } from './AttentionRow';
import './AttentionList.css';

/** New devices make one row: a shared account's week can hold many. The MFA reminder is a banner of its own. */
function rowsOf(items: AttentionItem[]): AttentionRowItem[] {
  const devices = items.filter((item) => item.kind === 'new_device');
  const others = items.filter((item) => item.kind !== 'new_device' && item.kind !== 'mfa_reminder');
  return devices.length > 0 ? [...others, { kind: 'new_devices', devices }] : others;
}

/**
 * What the person should look at, above the tiles. Nothing to look at shows nothing; a failure says
 * so with a retry (never "all is well"), and the loading state is its own. The query is the
 * dashboard's: a second observer mounting once the answer is in found it stale and asked again.
 */
export function AttentionList({ attention }: { attention: ReturnType<typeof useAttention> }) {
  const { t } = useTranslation();
  if (attention.isPending) return <Loading />;
  if (attention.isError) {
    return (
      <section className="attention" aria-labelledby="attention-title">
        <h2 id="attention-title" className="dashboard-card__title">
          {t('dashboardExtra.attention.title')}
        </h2>
        <LoadError error={attention.error} onRetry={() => void attention.refetch()} retrying={attention.isFetching} />
      </section>
    );
  }
  const rows = rowsOf(attention.data);
  if (rows.length === 0) return null;
  return (
    <Card as="section" className="attention" aria-labelledby="attention-title">
      <h2 id="attention-title" className="dashboard-card__title">
        {t('dashboardExtra.attention.title')}
      </h2>
      <ul className="stack-list attention__list">
        {rows.map((item) => (
          <AttentionRow key={item.kind} item={item} />
        ))}
      </ul>
    </Card>
  );
}
