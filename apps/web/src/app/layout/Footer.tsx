import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { config } from '../../config/runtime';
import { pathOf } from '../../lib/routes/routes';
import { ExternalLink } from '../../components/ui/ExternalLink';
import './Footer.css';

/** Blog, help, privacy and the provider's site of this variant (specification section 1), plus the products. */
export function Footer() {
  const { t } = useTranslation();
  const { links } = config;
  return (
    <footer className="site-footer">
      <nav aria-label={t('site.footer')}>
        <ul className="site-footer__list">
          <li>
            <Link to={pathOf('products')} className="site-footer__link">
              {t('site.products')}
            </Link>
          </li>
          <li>
            <ExternalLink href={links.blog} className="site-footer__link">
              {t('site.blog')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.help} className="site-footer__link">
              {t('site.help')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.privacy} className="site-footer__link">
              {t('site.privacy')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={links.provider} className="site-footer__link">
              {t('site.provider')}
            </ExternalLink>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
