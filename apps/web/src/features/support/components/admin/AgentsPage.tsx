import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/ui/QueryState';
import { useFormat } from '../../../../lib/format/useFormat';
import { useAgents } from '../../queries';
import { Desk } from '../Desk';
import { Row, Section } from '../person/Section';

/** /support/agents (admins): every staff member; the command line adds and removes them. */
export default function AgentsPage() {
  const { t } = useTranslation();
  return (
    <Desk title={t('titles.supportAgents')} adminOnly>
      {() => <Agents />}
    </Desk>
  );
}

function Agents() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const agents = useAgents();
  return (
    <Section title={t('desk.agents.title')}>
      <p className="muted">{t('desk.agents.intro')}</p>
      <QueryState query={agents} empty={t('desk.agents.empty')}>
        {(list) => (
          <ul className="desk-list">
            {list.map((agent) => (
              <Row key={agent.id} title={agent.name} details={[agent.email ?? t('desk.none'), t(`desk.roles.${agent.role}`), t('desk.agents.since', { at: date(agent.since) })]} />
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
