import type { PublicTexts } from '../../lib/i18n/locales/public/en';
import type { FigureFormat } from './format';
import type { Product } from './data/types';

type ProductTexts = PublicTexts['products'];

export interface ProductSheet {
  name: string;
  summary: string;
  facts: { label: string; value: string }[];
  fiscal: string;
  social: string;
}

const fill = (template: string, amount: string) => template.replaceAll('{{amount}}', amount);

/**
 * What a product card and its brochure page say, from the data file's figures: one description so
 * that the page and the PDF can never disagree.
 */
export function describeProduct(product: Product, texts: ProductTexts, format: FigureFormat): ProductSheet {
  const per = texts.per[product.amount.per];
  const { facts } = texts;
  return {
    name: texts.kinds[product.kind].name,
    summary: texts.kinds[product.kind].summary,
    facts: [
      { label: facts.yearlyPrice, value: fill(texts.perYear, format.money(product.yearlyPrice)) },
      { label: facts.minimum, value: fill(per, format.money(product.amount.min)) },
      { label: facts.maximum, value: fill(per, format.money(product.amount.max)) },
      { label: facts.feeHoreca, value: format.percent(product.merchantFeePercent.horeca) },
      { label: facts.feeNonHoreca, value: format.percent(product.merchantFeePercent.nonHoreca) },
      { label: facts.activationFee, value: fill(texts.once, format.money(product.merchantActivationFee)) },
    ],
    fiscal: product.fiscalDeductionPerVoucher === null ? texts.fiscal.none : fill(texts.fiscal.deduction, format.money(product.fiscalDeductionPerVoucher)),
    social: product.socialExemptionCap === null ? texts.social.none : fill(texts.social[product.amount.per], format.money(product.socialExemptionCap)),
  };
}
