import { useTranslation } from 'react-i18next';
import type { ServiceTile } from '../services';
import { Icon } from '../../../components/icons/Icon';
import { variantAssets } from '../../../lib/variant/variantAssets';
import clientAreaTile from '../../../assets/tile-clientarea.svg';
import dealsTile from '../../../assets/tile-deals.svg';
import fridomTile from '../../../assets/tile-fridom.svg';

const tiles: Record<ServiceTile, string> = {
  clientarea: clientAreaTile,
  voucherholder: variantAssets.voucherTile,
  fridom: fridomTile,
  deals: dealsTile,
};

/** One platform: tile, name, what it is for, and a sign that it opens another site. */
export function ServiceRow({ platform, href }: { platform: ServiceTile; href: string }) {
  const { t } = useTranslation();
  return (
    <a className="service-row" href={href}>
      <img src={tiles[platform]} alt="" className="service-row__tile" width="48" height="48" />
      <span className="service-row__text">
        <span className="service-row__name">{t(`dashboard.services.${platform}.name`)}</span>{' '}
        <span className="service-row__description">{t(`dashboard.services.${platform}.description`)}</span>
      </span>
      <Icon name="external" className="service-row__external" />
      <span className="visually-hidden">{t('app.externalSite')}</span>
    </a>
  );
}
