import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userLocale } from '@portal/contract/variants';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { TextLink } from '../../../components/ui/TextLink';
import { config } from '../../../config/runtime';
import { useFormat } from '../../../lib/format/useFormat';
import { localeNames } from '../../../lib/i18n/localeRules';
import { BankingSection } from '../../banking';
import { useUser } from '../../session';
import type { ProfileToastState } from '../toast';
import { ContactList, emailsOf, phonesOf } from './ContactList';
import { DataExportSection } from './DataExportSection';
import { InfoRow } from './InfoRow';
import { MicrosoftSection } from './MicrosoftSection';
import './Profile.css';

/** /profile: personal, contact, Microsoft sign-in and banking information, with the ways to change each, and downloading it all. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useUser();
  const toast = (useLocation().state as ProfileToastState | null)?.toast;
  if (!user) return <Loading />;
  const birthdate = user.birthdate ? format.calendarDay(user.birthdate) : t('profile.notGiven');
  return (
    <section className="profile stack">
      <header>
        <h1>{t('titles.profile')}</h1>
        <p className="muted">{t('profile.intro')}</p>
      </header>
      {toast && <Alert tone="success">{t(toast === 'info' ? 'profile.saved' : `contacts.toasts.${toast}`)}</Alert>}

      <Card as="section" aria-labelledby="profile-personal">
        <div className="profile__head">
          <h2 id="profile-personal">{t('profile.personal')}</h2>
          <TextLink to={pathOf('edit-info')}>{t('profile.editInfo')}</TextLink>
        </div>
        <dl className="profile-info">
          <InfoRow label={t('profile.firstname')}>{user.firstname}</InfoRow>
          <InfoRow label={t('profile.lastname')}>{user.lastname}</InfoRow>
          <InfoRow label={t('profile.birthdate')}>{birthdate}</InfoRow>
          <InfoRow label={t('profile.gender')}>{user.gender ? t(`profile.genders.${user.gender}`) : t('profile.notGiven')}</InfoRow>
          <InfoRow label={t('profile.language')}>{localeNames[userLocale(config.variant, user.language)]}</InfoRow>
        </dl>
      </Card>

      <Card as="section" aria-labelledby="profile-contact">
        <div className="profile__head">
          <h2 id="profile-contact">{t('profile.contact')}</h2>
          <TextLink to={pathOf('edit-credentials')}>{t('profile.manageContacts')}</TextLink>
        </div>
        <h3 className="profile__subhead">{t('profile.emails')}</h3>
        <ContactList kind="email" entries={emailsOf(user)} />
        <h3 className="profile__subhead">{t('profile.phones')}</h3>
        <ContactList kind="phone" entries={phonesOf(user)} />
      </Card>

      <MicrosoftSection user={user} />

      <BankingSection />

      <DataExportSection />
    </section>
  );
}
