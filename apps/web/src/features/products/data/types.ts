/** The voucher products of specification section 3 (product card). */
export const productKinds = ['emv', 'eco', 'gift', 'activ'] as const;
export type ProductKind = (typeof productKinds)[number];

/** What a minimum, maximum or exemption amount counts against. */
export type AmountPer = 'voucher' | 'year' | 'occasion';

export interface Product {
  kind: ProductKind;
  /** Offered today; an inactive product shows only when the reader asks for it. */
  active: boolean;
  /** What the employer pays per card and year, VAT excluded, in euro. */
  yearlyPrice: number;
  /** The merchant's commission on each payment, in percent: Horeca and other merchants pay differently. */
  merchantFeePercent: { horeca: number; nonHoreca: number };
  /** What a merchant pays once to accept the card, in euro. */
  merchantActivationFee: number;
  /** The face value an employer may grant, in euro, counted per `per`. */
  amount: { min: number; max: number; per: AmountPer };
  /** What the employer deducts from its taxable profit per voucher, in euro; null when nothing. */
  fiscalDeductionPerVoucher: number | null;
  /** The employer's share is free of social contributions up to this amount (per `amount.per`); null when not. */
  socialExemptionCap: number | null;
}

export interface Catalogue {
  currency: 'EUR';
  products: readonly Product[];
}
