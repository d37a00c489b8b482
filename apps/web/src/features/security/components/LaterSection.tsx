import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import { config } from '../../../config/runtime';
import { ExternalLink } from '../../../components/ui/ExternalLink';
import { pathOf } from '../../../lib/routes/routes';
import { SectionCard } from './SectionCard';
import { LogOutOthersButton } from '../../devices';

/** History, logging out elsewhere and the variant's privacy statement (specification section 2). */
export function LaterSection() {
  const { t } = useTranslation();
  return (
    <SectionCard icon="info" title={t('security.later.title')}>
      <ul className="security-list">
        <li className="security-list__item">
          <TextLink to={pathOf('history')}>{t('security.later.history')}</TextLink>
        </li>
        <li className="security-list__item">
          <LogOutOthersButton />
        </li>
        <li className="security-list__item">
          <ExternalLink href={config.links.privacy} className="text-link">
            {t('security.later.privacy')}
          </ExternalLink>
        </li>
        <li className="security-list__item">
          <span className="security-list__text">
            <TextLink to={pathOf('delete-account')}>{t('security.later.deleteAccount')}</TextLink>
            <span className="security-list__detail">{t('security.later.deleteAccountText')}</span>
          </span>
        </li>
      </ul>
    </SectionCard>
  );
}
