import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import './ExternalLink.css';

/**
 * A link to one of the provider's other sites, in a new tab. noopener keeps that page from steering
 * this one through window.opener; noreferrer keeps the portal's addresses out of its logs.
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external" className="external-link__icon" />
      <span className="visually-hidden"> {t('site.newTab')}</span>
    </a>
  );
}
