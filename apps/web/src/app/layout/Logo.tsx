import { HOME_PATH } from '@portal/contract/spa-paths';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { variantAssets } from '../../lib/variant/variantAssets';
import '../../styles/shell/Logo.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="logo">
      <img src={variantAssets.logo} {...variantAssets.logoSize} alt={t('app.homeLink')} className="logo__image" />
    </Link>
  );
}
