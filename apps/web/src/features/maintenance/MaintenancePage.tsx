import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale, Variant } from '@portal/contract/variants';
import { config } from '../../config/runtime';
import { Card } from '../../components/ui/Card';
import { variantAssets } from '../../lib/variant/variantAssets';
import { currentLocale, loadedTextsIn, textsIn } from '../../lib/i18n/i18n';
import { htmlLang } from '../../lib/i18n/localeRules';
import './MaintenancePage.css';

/**
 * Everyone may land here whatever their language, so the notice speaks Dutch, French and English,
 * and in Luxembourg German too (specification section 2).
 */
const languages: Record<Variant, Locale[]> = { be: ['nl', 'fr', 'en'], lu: ['nl', 'fr', 'en', 'de_LU'] };

/** Each language's notice; the other locales' texts are only downloaded here. */
async function notices() {
  return Promise.all(languages[config.variant].map(async (locale) => ({ locale, texts: (await textsIn(locale)).maintenance })));
}

export default function MaintenancePage() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['maintenance-notices'], queryFn: notices, staleTime: Infinity });
  // Until the other languages arrive, or if they cannot, the page's own language says it.
  const shown = data ?? [{ locale: currentLocale(), texts: loadedTextsIn(currentLocale()).maintenance }];
  return (
    <main id="main" className="maintenance">
      <img src={variantAssets.logo} {...variantAssets.logoSize} alt={t('app.name')} className="maintenance__logo" />
      <Card className="maintenance__card">
        <h1 className="visually-hidden">{t('titles.maintenance')}</h1>
        {shown.map(({ locale, texts }) => (
          <section key={locale} lang={htmlLang(locale)} className="maintenance__section">
            <h2>{texts.heading}</h2>
            <p>{texts.message}</p>
          </section>
        ))}
      </Card>
    </main>
  );
}
