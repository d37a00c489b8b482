import type { DemoAccount } from '../accounts';

/** Account merging (issue 10): pairs of a client-area and an employee account of one person that share an address. */
export const mergePairAccounts: DemoAccount[] = [
  {
    // Account merging (issue 10): the same person's client-area account and employee account share
    // pair@example.com. Same password: signing in with pair@example.com opens the older one (this
    // client-area account) and offers the merge with the employee account below (docs/demo-data.md).
    user: { firstname: 'Pia', lastname: 'Paar', language: 'nl', customer_user_id: 2950 },
    email: 'pair@example.com',
    phone: '+32470199700',
    methods: [],
  },
  {
    // The employee half of the pair: its card proves ownership in the merge.
    user: { firstname: 'Pia', lastname: 'Paar', language: 'nl', user_id: 1951 },
    card: { number: '5065000000009701' },
    email: 'pair@example.com',
    phone: '+32470199701',
    methods: [{ method: 'sms', target: '+32470199701', primary: true }],
  },
  {
    // The account-merge browser test (Luxembourg): the client-area half of a pair sharing pair-lu@example.com; it declines the merge.
    user: { firstname: 'Luc', lastname: 'Paar', language: 'en', customer_user_id: 2980, mfa_customer: 1 },
    email: 'pair-lu@example.com',
    phone: '+32470199800',
    methods: [{ method: 'email', target: 'pair-lu@example.com', primary: true }],
  },
  {
    // The employee half of that pair (same person, other platform): the decline removes the shared address from it.
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
    // The account-merge browser test (Belgium): the client-area half of a pair sharing pair-be@example.com; it accepts the merge.
    user: { firstname: 'Bart', lastname: 'Paar', language: 'en', customer_user_id: 2981, mfa_customer: 1 },
    email: 'pair-be@example.com',
    phone: '+32470199802',
    methods: [{ method: 'email', target: 'pair-be@example.com', primary: true }],
  },
  {
    // The employee half of that pair: the merge code goes to its e-mail method.
    user: { firstname: 'Bart', lastname: 'Paar', language: 'en', user_id: 1981 },
    email: 'pair-be@example.com',
    phone: '+32470199803',
    methods: [{ method: 'email', target: 'pair-be@example.com', primary: true }],
  },
  {
    // The account-merge browser test (Luxembourg): the client-area half of a pair sharing pair-lu-accept@example.com; it accepts the merge.
    user: { firstname: 'Lea', lastname: 'Paar', language: 'en', customer_user_id: 2982, mfa_customer: 1 },
    email: 'pair-lu-accept@example.com',
    phone: '+32470199804',
    methods: [{ method: 'email', target: 'pair-lu-accept@example.com', primary: true }],
  },
  {
    // The employee half of that pair: its card proves ownership, the merge code goes to its e-mail method.
    user: { firstname: 'Lea', lastname: 'Paar', language: 'en', user_id: 1982 },
    card: { number: '5065000000009805' },
    email: 'pair-lu-accept@example.com',
    phone: '+32470199805',
    methods: [{ method: 'email', target: 'pair-lu-accept@example.com', primary: true }],
  },
  {
    // The account-merge browser test (Belgium): the client-area half of a pair sharing pair-be-decline@example.com; it declines the merge.
    user: { firstname: 'Bert', lastname: 'Paar', language: 'en', customer_user_id: 2983, mfa_customer: 1 },
    email: 'pair-be-decline@example.com',
    phone: '+32470199806',
    methods: [{ method: 'email', target: 'pair-be-decline@example.com', primary: true }],
  },
  {
    // The employee half of that pair: its second address keeps it an e-mail after the decline removes the shared one.
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
