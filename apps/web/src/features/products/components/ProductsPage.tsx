import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/contract/variants';
import { Icon } from '../../../components/icons/Icon';
import { Checkbox } from '../../../components/ui/Checkbox';
import { config } from '../../../config/runtime';
import { loadedTextsIn } from '../../../lib/i18n/i18n';
import { brochurePath } from '../brochure';
import { catalogues } from '../data/catalogues';
import { describeProduct } from '../describe';
import { figureFormat } from '../format';
import { ProductCard } from './ProductCard';
import '../../../components/ui/Button.css';
import './ProductsPage.css';

/**
 * /products: the variant's voucher products from its data file. Products no longer offered stay in
 * the data (active: false) and show only when the reader turns them on, marked as such.
 */
export default function ProductsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [showInactive, setShowInactive] = useState(false);
  const catalogue = catalogues[config.variant];
  const sheets = useMemo(() => {
    const format = figureFormat(locale, catalogue.currency);
    const texts = loadedTextsIn(locale).products;
    return catalogue.products.map((product) => ({ product, sheet: describeProduct(product, texts, format) }));
  }, [catalogue, locale]);
  const shown = sheets.filter(({ product }) => showInactive || product.active);
  return (
    <div className="products">
      <header className="screen-heading">
        <h1>{t('titles.products')}</h1>
        <p className="muted">{t('products.intro')}</p>
      </header>
      <div className="products__toolbar">
        <Checkbox label={t('products.showInactive')} checked={showInactive} onChange={(event) => setShowInactive(event.target.checked)} />
        <a className="button button--secondary products__brochure" href={brochurePath(locale)} download>
          <Icon name="download" />
          {t('products.brochure')}
        </a>
      </div>
      <p role="status" className="visually-hidden">
        {t('products.count', { count: shown.length })}
      </p>
      <ul className="products__list">
        {shown.map(({ product, sheet }) => (
          <li key={product.kind}>
            <ProductCard sheet={sheet} active={product.active} />
          </li>
        ))}
      </ul>
    </div>
  );
}
