import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/ui/QueryState';
import { useFormat } from '../../../../lib/format/useFormat';
import { rotateKeys } from '../../api/admin';
import { keysKey, useKeys } from '../../queries';
import { Desk } from '../Desk';
import { DeskAction } from '../DeskAction';
import { Row, Section } from '../person/Section';
import { DeskNotice, useNotice } from '../DeskNotice';

/** /support/keys (admins): the signing keys and their states; a rotation publishes new ones at once. */
export default function KeysPage() {
  const { t } = useTranslation();
  return (
    <Desk title={t('titles.supportKeys')} adminOnly>
      {() => <Keys />}
    </Desk>
  );
}

function Keys() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const keys = useKeys();
  const [notice, setNotice] = useNotice();
  return (
    <Section
      title={t('desk.keys.title')}
      action={
        <DeskAction
          label={t('desk.keys.rotate')}
          title={t('desk.keys.rotateTitle')}
          text={t('desk.keys.rotateText')}
          run={rotateKeys}
          refresh={keysKey}
          onDone={({ activates_at }) => setNotice(t('desk.keys.rotated', { at: dateTime(activates_at) }))}
        />
      }
    >
      <p className="muted">{t('desk.keys.intro')}</p>
      <DeskNotice notice={notice} onClose={() => setNotice(null)} />
      <QueryState query={keys} empty={t('desk.keys.empty')}>
        {(list) => (
          <ul className="desk-list">
            {list.map((key) => (
              <Row
                key={key.kid}
                title={
                  <>
                    <span className={`desk-badge desk-badge--${key.state}`}>{t(`desk.keys.state.${key.state}`)}</span> <code>{key.kid}</code>
                  </>
                }
                details={[
                  key.alg,
                  t('desk.keys.created', { at: dateTime(key.created_at) }),
                  t('desk.keys.activates', { at: dateTime(key.activates_at) }),
                  key.remove_at && t('desk.keys.removeAt', { at: dateTime(key.remove_at) }),
                ]}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
