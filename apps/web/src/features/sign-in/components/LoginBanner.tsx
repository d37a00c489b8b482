import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { variantAssets } from '../../../lib/variant/variantAssets';
import { config } from '../../../config/runtime';

/** Belgium invites new people to create an account; Luxembourg to activate the card they received. */
export function LoginBanner() {
  const { t } = useTranslation();
  const banner =
    config.variant === 'lu'
      ? { title: t('login.banner.activateTitle'), text: t('login.banner.activateText'), link: t('login.banner.activateLink') }
      : { title: t('login.banner.createTitle'), text: t('login.banner.createText'), link: t('login.banner.createLink') };
  return (
    <Card as="section" className="login-banner" aria-labelledby="login-banner-title">
      <img src={variantAssets.loginBanner} {...variantAssets.loginBannerSize} alt="" className="login-banner__image" />
      <div className="login-banner__body">
        <h2 id="login-banner-title" className="login-banner__title">
          {banner.title}
        </h2>
        <p className="muted">{banner.text}</p>
        <TextLink to={pathOf('onboarding')} className="login-banner__link">
          {banner.link}
        </TextLink>
      </div>
    </Card>
  );
}
