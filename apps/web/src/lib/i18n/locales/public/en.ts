import type { Texts } from '../../textTypes';

/**
 * Texts of the public surface: the navbar, the footer and the products page with its brochure (the
 * brochure build reads them too, see apps/web/build/brochures.ts). English is the source; the other
 * languages are typed against it (PublicTexts). {{amount}} is a formatted price or percentage.
 */
export const enPublic = {
  site: {
    navbar: 'Account',
    signIn: 'Sign in',
    register: 'Register',
    activateCard: 'Activate my card',
    dashboard: 'My account',
    footer: 'Useful links',
    products: 'Our products',
    blog: 'Blog',
    help: 'Help',
    privacy: 'Privacy',
    provider: 'Our website',
    newTab: '(opens in a new tab)',
  },
  products: {
    intro: 'The vouchers we issue, what they cost and what they bring to employers and employees. Prices exclude VAT.',
    showInactive: 'Show products we no longer offer',
    inactive: 'No longer offered',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    brochure: 'Download the brochure (PDF)',
    kinds: {
      emv: { name: 'Meal vouchers', summary: 'A daily meal allowance for every working day, spent in restaurants and food shops.' },
      eco: { name: 'Eco vouchers', summary: 'A yearly bonus for products and services that are kind to the environment.' },
      gift: { name: 'Gift vouchers', summary: 'A present for a birthday, a wedding, the end of the year or another occasion.' },
      activ: { name: 'Sport and culture vouchers', summary: 'Towards a sports club, a museum, a concert or a theatre ticket.' },
    },
    facts: {
      yearlyPrice: 'Price per card',
      feeHoreca: 'Merchant fee, Horeca',
      feeNonHoreca: 'Merchant fee, other shops',
      activationFee: 'Merchant activation fee',
      minimum: 'Minimum amount',
      maximum: 'Maximum amount',
    },
    perYear: '{{amount}} a year',
    once: '{{amount}} once',
    per: {
      voucher: '{{amount}} per voucher',
      year: '{{amount}} per year',
      occasion: '{{amount}} per occasion',
    },
    fiscal: {
      title: 'Tax',
      deduction: 'Your company deducts {{amount}} per voucher from its taxable profit.',
      none: 'No deduction per voucher for the company; free of income tax for the employee.',
    },
    social: {
      title: 'Social contributions',
      voucher: 'None on the employer’s share up to {{amount}} per voucher.',
      year: 'None on the employer’s share up to {{amount}} per year.',
      occasion: 'None on the employer’s share up to {{amount}} per occasion.',
      none: 'Due on the employer’s share, as on salary.',
    },
    pdf: {
      title: 'Our voucher products',
      fact: '{{label}}: {{value}}',
      footer: 'Figures valid at the time of printing.',
    },
  },
};

export type PublicTexts = Texts<typeof enPublic>;
