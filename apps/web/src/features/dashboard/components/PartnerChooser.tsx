import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerSites } from '@portal/contract/partner-sites';
import { Icon } from '../../../components/icons/Icon';
import { Card } from '../../../components/ui/Card';
import { config } from '../../../config/runtime';
import './PartnerChooser.css';

/**
 * The partner website access chooser of the specification: every partner website of this variant,
 * behind a disclosure button (Enter or Space opens it, Escape closes it and returns to the button).
 */
export function PartnerChooser() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const sites = partnerSites.flatMap((site) => {
    const href = config.partnerSites[site];
    return href ? [{ site, href }] : [];
  });
  if (sites.length === 0) return null;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Card as="section" padding="none" className="partners" aria-labelledby={`${listId}-title`} onKeyDown={closeOnEscape}>
      <h2 id={`${listId}-title`} className="visually-hidden">
        {t('dashboardExtra.partners.title')}
      </h2>
      <button ref={button} type="button" className="partners__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <span className="icon-badge">
          <Icon name="globe" />
        </span>
        <span className="partners__label">{t('dashboardExtra.partners.toggle')}</span>
        <Icon name="chevronRight" className={open ? 'partners__chevron partners__chevron--open' : 'partners__chevron'} />
      </button>
      <ul id={listId} className="partners__list" hidden={!open}>
        {sites.map(({ site, href }) => (
          <li key={site}>
            <a className="partners__link" href={href}>
              <span>{t(`dashboardExtra.partners.names.${site}`)}</span>
              <Icon name="external" className="partners__external" />
              <span className="visually-hidden">{t('app.externalSite')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
