import type { DemoAccount } from '../accounts';

/**
 * The accounts of the browser tests of step-ups and set-ups that used to end nowhere: no second
 * factor yet, a passkey as the only one, a forced set-up meeting a partner's consent or a merge
 * offer, a recovery key meeting a merge offer, set-ups that expire.
 */
export const stepUpAndSetUpAccounts: DemoAccount[] = [
  {
    purpose: 'The browser test of an account without a second factor: the pages a step-up guards open on its session alone (it changes its password), until it adds its first method from the dashboard.',
    user: { firstname: 'Nele', lastname: 'Nogniet', language: 'en', user_id: 1905 },
    email: 'no.factor.yet@example.com',
    phone: '+32470199905',
    methods: [],
  },
  {
    purpose: 'The forced-MFA browser test of a partner app: a second factor is forced and he has none, yet an app other than the portal’s own signs him in after its consent, without the set-up.',
    user: { firstname: 'Pieter', lastname: 'Partner', language: 'en', user_id: 1906, mfa_forced: 1 },
    email: 'forced.partner@example.com',
    phone: '+32470199906',
    methods: [],
  },
  {
    purpose: 'The forced-MFA browser test of a merge offer: in the set-up he enters the phone number of the next account, and its code opens the merge offer instead of signing him out.',
    user: { firstname: 'Mats', lastname: 'Opzet', language: 'en', user_id: 1907, mfa_forced: 1 },
    email: 'forced.merge@example.com',
    phone: '+32470199907',
    methods: [],
  },
  {
    purpose: 'The other account of that test, whose phone number forced.merge@example.com enters in the set-up; the test merges the two.',
    user: { firstname: 'Mats', lastname: 'Opzet', language: 'en', customer_user_id: 2908 },
    email: 'forced.merge.other@example.com',
    phone: '+32470199908',
    methods: [{ method: 'sms', target: '+32470199908', primary: true }],
  },
  {
    purpose: 'The browser test of a recovery key that meets a merge offer: a client-area account with an authenticator, sharing merge.key@example.com with the next one (the older, so the sign-in opens it); after the keys left comes the offer.',
    user: { firstname: 'Kris', lastname: 'Sleutel', language: 'en', customer_user_id: 2909 },
    email: 'merge.key@example.com',
    phone: '+32470199909',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'merge.key@example.com', primary: false },
    ],
  },
  {
    purpose: 'The employee half of that pair, which the merge offer shows; the test declines, and the shared address leaves it (it keeps its work address).',
    user: { firstname: 'Kris', lastname: 'Sleutel', language: 'en', user_id: 1910 },
    email: 'merge.key@example.com',
    phone: '+32470199910',
    moreEmails: ['kris.work@example.com'],
    methods: [{ method: 'email', target: 'merge.key@example.com', primary: true }],
  },
  {
    purpose: 'The browser test of set-ups that expire: his first method, an e-mail code answered “expired”, starts again saying so, then is added.',
    user: { firstname: 'Vic', lastname: 'Verlopen', language: 'en', user_id: 1911 },
    email: 'expired.code@example.com',
    phone: '+32470199911',
    methods: [],
  },
  {
    purpose: 'The browser test of set-ups that expire: her first method, an authenticator set-up answered “expired”, starts again with a new QR code saying so, then is activated.',
    user: { firstname: 'Vera', lastname: 'Verlopen', language: 'en', user_id: 1912 },
    email: 'expired.totp@example.com',
    phone: '+32470199912',
    methods: [],
  },
  {
    purpose: 'The browser test of a step-up by passkey: no second factor, so her first passkey is added on her session alone; it is then her only factor, and the password change asks for it.',
    user: { firstname: 'Saar', lastname: 'Sleutelloos', language: 'en', user_id: 1913 },
    email: 'passkey.only@example.com',
    phone: '+32470199913',
    methods: [],
  },
];
