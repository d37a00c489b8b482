import type { DemoAccount } from '../accounts';

/** Account merging (issue 10): pairs of a client-area and an employee account of one person that share an address. */
export const mergePairAccounts: DemoAccount[] = [
  {
    purpose: 'Account merging: this client-area account and the same person’s employee account (next row) share pair@example.com and the demo password. A login name of several accounts opens the one whose password matches, the oldest first when they are equal: this one, which then offers the merge (`/duplicated`).',
    user: { firstname: 'Pia', lastname: 'Paar', language: 'nl', customer_user_id: 2950 },
    email: 'pair@example.com',
    phone: '+32470199700',
    methods: [],
  },
  {
    purpose: 'The employee half of that pair: its card or the password proves ownership in the merge, and the code goes by SMS.',
    user: { firstname: 'Pia', lastname: 'Paar', language: 'nl', user_id: 1951 },
    card: { number: '5065000000009701' },
    email: 'pair@example.com',
    phone: '+32470199701',
    methods: [{ method: 'sms', target: '+32470199701', primary: true }],
  },
  {
    purpose: 'The account-merge browser test (Luxembourg): the client-area half of a pair sharing pair-lu@example.com, the older one, which signs in; it declines the merge.',
    user: { firstname: 'Luc', lastname: 'Paar', language: 'en', customer_user_id: 2980, mfa_customer: 1 },
    email: 'pair-lu@example.com',
    phone: '+32470199800',
    methods: [{ method: 'email', target: 'pair-lu@example.com', primary: true }],
  },
  {
    purpose: 'The employee half of that pair (same person, other platform): the decline removes the shared address from it.',
    user: { firstname: 'Luc', lastname: 'Paar', language: 'en', user_id: 1980 },
    email: 'pair-lu@example.com',
    phone: '+32470199801',
    moreEmails: ['luc.work@example.com'],
    methods: [
      { method: 'email', target: 'pair-lu@example.com', primary: true },
      { method: 'sms', target: '+32470199801', primary: false },
    ],
  },
  {
    purpose: 'The account-merge browser test (Belgium): the client-area half of a pair sharing pair-be@example.com, the older one, which signs in; it accepts the merge.',
    user: { firstname: 'Bart', lastname: 'Paar', language: 'en', customer_user_id: 2981, mfa_customer: 1 },
    email: 'pair-be@example.com',
    phone: '+32470199802',
    methods: [{ method: 'email', target: 'pair-be@example.com', primary: true }],
  },
  {
    purpose: 'The employee half of that pair: the merge code goes to its e-mail method.',
    user: { firstname: 'Bart', lastname: 'Paar', language: 'en', user_id: 1981 },
    email: 'pair-be@example.com',
    phone: '+32470199803',
    methods: [{ method: 'email', target: 'pair-be@example.com', primary: true }],
  },
  {
    purpose: 'The account-merge browser test (Luxembourg): the client-area half of a pair sharing pair-lu-accept@example.com, the older one, which signs in; it accepts the merge.',
    user: { firstname: 'Lea', lastname: 'Paar', language: 'en', customer_user_id: 2982, mfa_customer: 1 },
    email: 'pair-lu-accept@example.com',
    phone: '+32470199804',
    methods: [{ method: 'email', target: 'pair-lu-accept@example.com', primary: true }],
  },
  {
    purpose: 'The employee half of that pair: its card proves ownership, the merge code goes to its e-mail method.',
    user: { firstname: 'Lea', lastname: 'Paar', language: 'en', user_id: 1982 },
    card: { number: '5065000000009805' },
    email: 'pair-lu-accept@example.com',
    phone: '+32470199805',
    methods: [{ method: 'email', target: 'pair-lu-accept@example.com', primary: true }],
  },
  {
    purpose: 'The account-merge browser test (Belgium): the client-area half of a pair sharing pair-be-decline@example.com, the older one, which signs in; it declines the merge.',
    user: { firstname: 'Bert', lastname: 'Paar', language: 'en', customer_user_id: 2983, mfa_customer: 1 },
    email: 'pair-be-decline@example.com',
    phone: '+32470199806',
    methods: [{ method: 'email', target: 'pair-be-decline@example.com', primary: true }],
  },
  {
    purpose: 'The employee half of that pair: its second address keeps it an e-mail after the decline removes the shared one.',
    user: { firstname: 'Bert', lastname: 'Paar', language: 'en', user_id: 1983 },
    email: 'pair-be-decline@example.com',
    phone: '+32470199807',
    moreEmails: ['bert.work@example.com'],
    methods: [
      { method: 'email', target: 'pair-be-decline@example.com', primary: true },
      { method: 'sms', target: '+32470199807', primary: false },
    ],
  },
];
