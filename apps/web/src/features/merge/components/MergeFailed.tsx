import { HOME_PATH } from '@portal/contract/spa-paths';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import type { FuzzionPlatform } from '@portal/contract/fuzzion';
import { config } from '../../../config/runtime';
import '../../../styles/screens.css';

/** The partner website of a platform of the other account; the dashboard when it has none of its own. */
function platformLink(platform: FuzzionPlatform | null): string | null {
  if (platform === 'clientarea') return config.partnerSites.clientarea ?? null;
  if (platform === 'mymonizze') return config.partnerSites.voucherholder ?? null;
  if (platform === 'fridom') return config.partnerSites.fridom ?? null;
  return null;
}

/** The specification's error screen: the technical-error text, try again later, and the way to the platform. */
export function MergeFailed({ platform }: { platform: FuzzionPlatform | null }) {
  const { t } = useTranslation();
  const external = platformLink(platform);
  return (
    <Card as="section" className="public-card stack merge" aria-labelledby="merge-failed-title">
      <h1 id="merge-failed-title">{t('titles.duplicated')}</h1>
      <Alert tone="error">
        <p>{t('merge.failed.text')}</p>
        <p>{t('merge.failed.later')}</p>
      </Alert>
      {external ? (
        <a className="button button--primary button--full" href={external}>
          {t(`merge.failed.toPlatform.${platform ?? 'default'}`)}
        </a>
      ) : (
        <Link className="button button--primary button--full" to={HOME_PATH}>
          {t('merge.failed.toPlatform.default')}
        </Link>
      )}
    </Card>
  );
}
