import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { QueryState } from '../../../components/ui/QueryState';
import { Alert } from '../../../components/ui/Alert';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { errorKey } from '../../../lib/i18n/errorKeys';
import type { SecureAccountState } from '../../notifications';
import { deviceName, placeText } from '../describe';
import { useSecurityEvents } from '../queries';
import { useFormat } from '../../../lib/format/useFormat';

/** The security event log, newest first, 20 at a time with "load more". */
export function EventsSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const events = useSecurityEvents();
  const formatDateTime = useFormat().dateTime;
  return (
    <Card as="section" className="devices-section" aria-labelledby={id}>
      <div className="devices-section__head">
        <h2 id={id}>{t('devices.eventsTitle')}</h2>
      </div>
      <QueryState query={events} isEmpty={(data) => data.pages[0]?.data.length === 0} empty={t('devices.eventsEmpty')}>
        {(data) => (
          <>
            <ol className="events-list" aria-label={t('devices.eventsTitle')}>
              {data.pages.flatMap((page) =>
                page.data.map((event) => (
                  <li key={event.id} className="events-list__item">
                    <p className="events-list__what">{t(`events.${event.type}`)}</p>
                    <p className="events-list__detail">
                      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                      {' · '}
                      {deviceName(t, event)}
                      {' · '}
                      {placeText(t, event.location, i18n.language)}
                    </p>
                    {event.type === 'signed_in' && (
                      <TextLink to={pathOf('secure-account')} state={{ signIn: event.id } satisfies SecureAccountState} className="events-list__not-me">
                        {t('devices.notMe')}
                      </TextLink>
                    )}
                  </li>
                )),
              )}
            </ol>
            {events.isFetchNextPageError && <Alert tone="error">{t(errorKey(events.error))}</Alert>}
            {events.hasNextPage && (
              <Button variant="secondary" busy={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
                {t('devices.loadMore')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
