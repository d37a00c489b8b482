import type { Catalogue } from './types';

/**
 * The Belgian products and their figures: the only place they are written (the cards and the
 * brochures both read them). Amounts in euro, VAT excluded; fees in percent.
 */
export const beCatalogue: Catalogue = {
  currency: 'EUR',
  products: [
    {
      kind: 'emv',
      active: true,
      yearlyPrice: 7.5,
      merchantFeePercent: { horeca: 1.25, nonHoreca: 2.25 },
      merchantActivationFee: 75,
      amount: { min: 2, max: 8, per: 'voucher' },
      fiscalDeductionPerVoucher: 2,
      socialExemptionCap: 6.91,
    },
    {
      kind: 'eco',
      active: true,
      yearlyPrice: 4.5,
      merchantFeePercent: { horeca: 1.5, nonHoreca: 2.5 },
      merchantActivationFee: 50,
      amount: { min: 5, max: 250, per: 'year' },
      fiscalDeductionPerVoucher: null,
      socialExemptionCap: 250,
    },
    {
      kind: 'gift',
      active: true,
      yearlyPrice: 3,
      merchantFeePercent: { horeca: 2, nonHoreca: 2.5 },
      merchantActivationFee: 50,
      amount: { min: 5, max: 40, per: 'occasion' },
      fiscalDeductionPerVoucher: null,
      socialExemptionCap: 40,
    },
    {
      kind: 'activ',
      active: false,
      yearlyPrice: 4.5,
      merchantFeePercent: { horeca: 1.75, nonHoreca: 2.5 },
      merchantActivationFee: 50,
      amount: { min: 5, max: 100, per: 'year' },
      fiscalDeductionPerVoucher: null,
      socialExemptionCap: 100,
    },
  ],
};
