import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personSearchKinds, type PersonSearchKind } from '@portal/contract/support';
import type { AuditEntry } from '@portal/contract/support-admin';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { QueryState } from '../../../../components/ui/QueryState';
import { SelectField } from '../../../../components/ui/SelectField';
import { useFormat } from '../../../../lib/format/useFormat';
import { useAgents, useAudit } from '../../queries';
import { Desk } from '../Desk';
import { Section } from '../person/Section';
import { AuditExport } from './AuditExport';
import { errorKey } from '../../../../lib/i18n/errorKeys';

/** /support/audit (admins): what every agent did, newest first, 50 at a time; and its export. */
export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <Desk title={t('titles.supportAudit')} adminOnly>
      {() => (
        <>
          <Audit />
          <AuditExport />
        </>
      )}
    </Desk>
  );
}

function Audit() {
  const { t } = useTranslation();
  const [agent, setAgent] = useState<number | null>(null);
  const agents = useAgents();
  const audit = useAudit(agent);
  return (
    <Section title={t('desk.audit.title')}>
      <SelectField label={t('desk.audit.agent')} className="desk-filter" value={agent ?? ''} onChange={(event) => setAgent(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{t('desk.audit.allAgents')}</option>
        {agents.data?.map((staff) => (
          <option key={staff.id} value={staff.id}>
            {staff.name}
          </option>
        ))}
      </SelectField>
      <QueryState query={audit} isEmpty={(data) => data.pages[0]?.data.length === 0} empty={t('desk.audit.empty')}>
        {(data) => (
          <>
            <ol className="desk-list" aria-label={t('desk.audit.title')}>
              {data.pages.flatMap((page) => page.data.map((entry) => <AuditRow key={entry.id} entry={entry} />))}
            </ol>
            {audit.isFetchNextPageError && <Alert tone="error">{t(errorKey(audit.error))}</Alert>}
            {audit.hasNextPage && (
              <div>
                <Button variant="secondary" busy={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
                  {t('desk.audit.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </Section>
  );
}

const actions = ['sessions_ended', 'limits_lifted', 'verification_resent', 'recovery_cancelled', 'app_revoked', 'second_factor_reset', 'app_registered', 'app_updated', 'app_secret_rotated', 'app_removed', 'keys_rotated', 'audit_exported'] as const;
const isAction = (action: string): action is (typeof actions)[number] => (actions as readonly string[]).includes(action);
const isSearchKind = (action: string): action is PersonSearchKind => (personSearchKinds as readonly string[]).includes(action);

/** What an entry did, in words: a search's kind, an action's name; one the desk does not know yet, as the server names it. */
function useActionText() {
  const { t } = useTranslation();
  return ({ kind, action }: AuditEntry) => {
    if (!action) return null;
    if (kind === 'search' && isSearchKind(action)) return t(`desk.search.kinds.${action}`);
    return isAction(action) ? t(`desk.audit.actions.${action}`) : action;
  };
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const actionText = useActionText();
  const what = [t(`desk.audit.kinds.${entry.kind}`), actionText(entry)].filter(Boolean).join(': ');
  return (
    <li className="desk-list__item">
      <div className="desk-list__text">
        <span className="desk-list__title">{what}</span>
        <span className="desk-list__detail">
          <time dateTime={entry.at}>{dateTime(entry.at)}</time> · {entry.agent.name}
          {entry.person && ` → ${entry.person.name}`}
        </span>
        {entry.reason && <span className="desk-list__detail">{t('desk.audit.reason', { reason: entry.reason })}</span>}
      </div>
    </li>
  );
}
