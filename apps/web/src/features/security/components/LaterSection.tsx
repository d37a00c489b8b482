import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../app/routes';
import { SectionCard } from './SectionCard';
import { LogOutOthersButton } from '../../devices';

/** The parts of the security page that other issues build: named here, marked as coming. */
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
        {(['privacy'] as const).map((key) => (
          <li key={key} className="security-list__item">
            <span className="security-list__name">{t(`security.later.${key}`)}</span>
            <span className="badge badge--muted">{t('security.later.soon')}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
