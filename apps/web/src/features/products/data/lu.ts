import type { Catalogue } from './types';

/**
 * The Luxembourg products and their figures: the only place they are written (the cards and the
 * brochures both read them). Amounts in euro, VAT excluded; fees in percent. Eco and sport-and-culture
 * vouchers are not offered in Luxembourg today.
 */
export const luCatalogue: Catalogue = {
  currency: 'EUR',
  products: [
    {
      kind: 'emv',
      active: true,
      yearlyPrice: 9,
      merchantFeePercent: { horeca: 2, nonHoreca: 2.75 },
      merchantActivationFee: 90,
      amount: { min: 5, max: 15, per: 'voucher' },
      fiscalDeductionPerVoucher: 2,
      socialExemptionCap: 12.2,
    },
    {
      kind: 'gift',
      active: true,
      yearlyPrice: 3.5,
      merchantFeePercent: { horeca: 2, nonHoreca: 2.75 },
      merchantActivationFee: 60,
      amount: { min: 10, max: 250, per: 'year' },
      fiscalDeductionPerVoucher: null,
      socialExemptionCap: null,
    },
    {
      kind: 'eco',
      active: false,
      yearlyPrice: 5,
      merchantFeePercent: { horeca: 1.75, nonHoreca: 2.75 },
      merchantActivationFee: 60,
      amount: { min: 5, max: 250, per: 'year' },
      fiscalDeductionPerVoucher: null,
      socialExemptionCap: null,
    },
    {
      kind: 'activ',
      active: false,
      yearlyPrice: 5,
      merchantFeePercent: { horeca: 2, nonHoreca: 2.75 },
      merchantActivationFee: 60,
      amount: { min: 5, max: 100, per: 'year' },
      fiscalDeductionPerVoucher: null,
      socialExemptionCap: null,
    },
  ],
};
