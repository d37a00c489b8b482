import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import type { ProductSheet } from '../describe';

/** One voucher product: its figures as a definition list, then what it means for tax and social contributions. */
export function ProductCard({ sheet, active }: { sheet: ProductSheet; active: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card as="section" className={['product-card', !active && 'product-card--inactive'].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="product-card__head">
        <h2 id={id} className="product-card__name">
          {sheet.name}
        </h2>
        {!active && <span className="product-card__badge">{t('products.inactive')}</span>}
      </div>
      <p className="muted">{sheet.summary}</p>
      <dl className="product-card__facts">
        {sheet.facts.map((fact) => (
          <div key={fact.label} className="product-card__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="product-card__notes">
        <div>
          <dt>{t('products.fiscal.title')}</dt>
          <dd>{sheet.fiscal}</dd>
        </div>
        <div>
          <dt>{t('products.social.title')}</dt>
          <dd>{sheet.social}</dd>
        </div>
      </dl>
    </Card>
  );
}
