import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrustedDevice } from '@portal/contract/mfa-manage';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { actionLabel } from '../../../components/ui/actionLabel';
import { Icon } from '../../../components/icons/Icon';
import { QueryState } from '../../../components/ui/QueryState';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { useFormat } from '../../../lib/format/useFormat';
import { revokeTrustedDevice, trustedDevicesQuery } from '../../mfa';

/** The devices that skip the second factor, each with a button that ends its trust. */
export function TrustedDevicesList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatDate = useFormat().date;
  const devices = useQuery(trustedDevicesQuery);
  const revoke = useMutation({
    mutationFn: revokeTrustedDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedDevicesQuery.queryKey }),
  });
  const name = (d: TrustedDevice) => (d.browser && d.os ? t('trustedDevices.on', { browser: d.browser, os: d.os }) : (d.browser ?? d.os ?? t('trustedDevices.unknown')));
  return (
    <>
      <p role="status" className="security-status">
        {revoke.isSuccess ? t('trustedDevices.revoked') : ''}
      </p>
      {revoke.isError && <Alert tone="error">{t(errorKey(revoke.error))}</Alert>}
      <QueryState query={devices} empty={t('trustedDevices.none')}>
        {(list) => (
          <ul className="security-list">
            {list.map((device) => (
              <li key={device.id} className="security-list__item">
                <Icon name="device" className="security-list__icon" />
                <span className="security-list__text">
                  <span className="security-list__name">
                    {name(device)} {device.current && <span className="badge">{t('trustedDevices.current')}</span>}
                  </span>
                  <span className="security-list__detail">
                    {[
                      t('trustedDevices.since', { date: formatDate(device.created_at) }),
                      device.last_used_at && t('trustedDevices.lastUsed', { date: formatDate(device.last_used_at) }),
                      t('trustedDevices.until', { date: formatDate(device.expires_at) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button
                  aria-label={actionLabel(t('trustedDevices.revoke'), name(device))}
                  variant="secondary"
                  className="security-list__button"
                  busy={revoke.isPending && revoke.variables === device.id}
                  onClick={() => revoke.mutate(device.id)}
                >
                  {t('trustedDevices.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
