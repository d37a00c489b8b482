import type { DemoAccount } from '../accounts';

/** The accounts of single browser tests: design review, consent, confirmations, lost session, maintenance, the accessibility walks and Lighthouse, the dashboard and the rest. */
export const browserTestAccounts: DemoAccount[] = [
  {
    // The method-management browser test adds another account's address here (and cancels): its own
    // account, so that stepup@example.com stays under the 20 e-mails an hour one address may receive.
    user: { firstname: 'Otto', lastname: 'Ander', language: 'en', user_id: 1095 },
    email: 'methods.other@example.com',
    phone: '+32470199410',
    methods: [{ method: 'email', target: 'methods.other@example.com', primary: true }],
  },
  {
    // The navbar, footer and products browser tests sign in here (no second factor, to stay quick):
    // the signed-in footer and the privacy link of /security follow the variant.
    user: { firstname: 'Lotte', lastname: 'Links', language: 'en', user_id: 1810 },
    email: 'public.links@example.com',
    phone: '+32470199810',
    methods: [],
  },
  {
    // The design-review browser tests (German, Luxembourg): no page is wider than a phone, axe on its profile and methods.
    user: { firstname: 'Ulrike', lastname: 'Überlänge', language: 'de', user_id: 1840 },
    email: 'ux.de@example.com',
    phone: '+32470199840',
    moreEmails: ['ux.de.zwei@example.com'],
    methods: [
      { method: 'email', target: 'ux.de@example.com', primary: true },
      { method: 'sms', target: '+32470199840', primary: false },
      { method: 'totp', primary: false, usedKeys: 0 },
    ],
  },
  {
    // The same in French (Belgium).
    user: { firstname: 'Fanny', lastname: 'Débordement', language: 'fr', user_id: 1841 },
    email: 'ux.fr@example.com',
    phone: '+32470199841',
    moreEmails: ['ux.fr.deux@example.com'],
    methods: [
      { method: 'email', target: 'ux.fr@example.com', primary: true },
      { method: 'sms', target: '+32470199841', primary: false },
      { method: 'totp', primary: false, usedKeys: 0 },
    ],
  },
  {
    // The design-review browser test that switches the sign-in method right after a code was sent.
    user: { firstname: 'Sven', lastname: 'Wissel', language: 'en', user_id: 1842 },
    email: 'ux.switch@example.com',
    phone: '+32470199842',
    methods: [
      { method: 'email', target: 'ux.switch@example.com', primary: true },
      { method: 'sms', target: '+32470199842', primary: false },
    ],
  },
  {
    // The consent browser test: signed in as this account, it switches to the next one.
    user: { firstname: 'Cora', lastname: 'Consent', language: 'en', user_id: 1843 },
    email: 'ux.consent@example.com',
    phone: '+32470199843',
    methods: [{ method: 'email', target: 'ux.consent@example.com', primary: true }],
  },
  {
    user: { firstname: 'Cas', lastname: 'Ander', language: 'en', user_id: 1844 },
    email: 'ux.consent2@example.com',
    phone: '+32470199844',
    methods: [{ method: 'email', target: 'ux.consent2@example.com', primary: true }],
  },
  {
    // The confirmation browser test: regenerating recovery keys asks first.
    user: { firstname: 'Kai', lastname: 'Sleutel', language: 'en', user_id: 1845 },
    email: 'ux.keys@example.com',
    phone: '+32470199845',
    methods: [
      { method: 'totp', primary: true, usedKeys: 0 },
      { method: 'email', target: 'ux.keys@example.com', primary: false },
    ],
  },
  {
    // The confirmation browser test: revoking a partner app's access asks first.
    user: { firstname: 'Rik', lastname: 'Intrekker', language: 'en', user_id: 1846 },
    email: 'ux.revoke@example.com',
    phone: '+32470199846',
    methods: [{ method: 'email', target: 'ux.revoke@example.com', primary: true }],
  },
  {
    // The lost-session browser test: her session is ended behind her back, and signing in again returns her to the page.
    user: { firstname: 'Lotte', lastname: 'Verloren', language: 'en', user_id: 1830 },
    email: 'lost.session@example.com',
    phone: '+32470199830',
    methods: [],
  },
  {
    // The unknown-address browser test: signed in, a mistyped address brings him home with a notice.
    user: { firstname: 'Umberto', lastname: 'Onbekend', language: 'en', user_id: 1831 },
    email: 'unknown.path@example.com',
    phone: '+32470199831',
    methods: [],
  },
  {
    // The maintenance browser test signs her in on a second portal, which then goes into maintenance.
    user: { firstname: 'Mona', lastname: 'Onderhoud', language: 'en', user_id: 1832 },
    email: 'maintenance@example.com',
    phone: '+32470199832',
    methods: [],
  },
  {
    // The every-route accessibility walk (Belgium): every tile, so the dashboard shows them all.
    user: { firstname: 'Ada', lastname: 'Toegang', language: 'en', user_id: 1860, fridom_user_id: 3860, customer_user_id: 2860 },
    email: 'a11y.be@example.com',
    phone: '+32470199860',
    methods: [
      { method: 'email', target: 'a11y.be@example.com', primary: true },
      { method: 'sms', target: '+32470199860', primary: false },
    ],
  },
  {
    // The every-route accessibility walk (Luxembourg).
    user: { firstname: 'Aline', lastname: 'Zougang', language: 'en', user_id: 1861, fridom_user_id: 3861, customer_user_id: 2861 },
    email: 'a11y.lu@example.com',
    phone: '+32470199861',
    methods: [
      { method: 'email', target: 'a11y.lu@example.com', primary: true },
      { method: 'sms', target: '+32470199861', primary: false },
    ],
  },
  {
    // The Lighthouse audit signs in through the API: no second factor, so no code is spent.
    user: { firstname: 'Luc', lastname: 'Phare', language: 'en', user_id: 1862 },
    email: 'a11y.lighthouse@example.com',
    phone: '+32470199862',
    methods: [],
  },
  {
    // The dashboard browser test (Belgium): every tile and the partner chooser.
    user: { firstname: 'Dina', lastname: 'Dashboard', language: 'en', user_id: 1820, customer_user_id: 2820, fridom_user_id: 3820 },
    email: 'dash.be@example.com',
    phone: '+32470199820',
    methods: [],
  },
  {
    // The dashboard browser test (Luxembourg): voucher-holder and Fridom tiles, no deals.
    user: { firstname: 'Lara', lastname: 'Lux', language: 'fr', user_id: 1821, fridom_user_id: 3821 },
    email: 'dash.lu@example.com',
    phone: '+32470199821',
    methods: [{ method: 'email', target: 'dash.lu@example.com', primary: true }],
  },
  {
    // The card activation modal browser test (Belgium) activates card 5065 0000 0000 0060 here.
    user: { firstname: 'Karel', lastname: 'Kaartnieuw', language: 'en', user_id: 1822 },
    email: 'dash.card@example.com',
    phone: '+32470199822',
    methods: [{ method: 'email', target: 'dash.card@example.com', primary: true }],
  },
  {
    // The card activation modal browser test (Luxembourg, German) activates card 5065 0000 0000 0078 here.
    user: { firstname: 'Klara', lastname: 'Kartenneu', language: 'de', user_id: 1823 },
    email: 'dash.card.lu@example.com',
    phone: '+32470199823',
    methods: [{ method: 'email', target: 'dash.card.lu@example.com', primary: true }],
  },
  {
    // The "worth a look" browser test (Belgium): no second factor, and a new device from a second browser.
    user: { firstname: 'Nils', lastname: 'Nieuwtoestel', language: 'en', user_id: 1824 },
    email: 'dash.nomfa@example.com',
    phone: '+32470199824',
    methods: [],
  },
  {
    // The "worth a look" browser test (Luxembourg): an authenticator with one recovery key left.
    user: { firstname: 'Romy', lastname: 'Reste', language: 'fr', user_id: 1825 },
    email: 'dash.keys@example.com',
    phone: '+32470199825',
    methods: [
      { method: 'email', target: 'dash.keys@example.com', primary: true },
      { method: 'totp', primary: false, usedKeys: 9 },
    ],
  },
  {
    // The hand-over browser test (an origin app passes its session on): its own account, so that the
    // browser tests can run two at a time without sharing Nora's sessions and apps.
    user: { firstname: 'Hanne', lastname: 'Overdracht', language: 'en', user_id: 1880 },
    email: 'handover@example.com',
    phone: '+32470199880',
    methods: [],
  },
  {
    // The "revoke an app" browser test: the app it revokes is nobody else's.
    user: { firstname: 'Rik', lastname: 'Intrekker', language: 'en', user_id: 1881 },
    email: 'revokes.app@example.com',
    phone: '+32470199881',
    methods: [],
  },
  {
    // The wrong step-up code browser test: its codes go to an address of its own.
    user: { firstname: 'Wanda', lastname: 'Verkeerd', language: 'en', user_id: 1882 },
    email: 'stepup.wrong@example.com',
    phone: '+32470199882',
    methods: [{ method: 'email', target: 'stepup.wrong@example.com', primary: true }],
  },
  {
    // The browser test of ending other sessions behind a step-up: five codes of its own, so that
    // stepup@example.com stays under the 20 e-mails an hour one address may receive.
    user: { firstname: 'Dana', lastname: 'Apparaat', language: 'en', user_id: 1883 },
    email: 'devices.stepup@example.com',
    phone: '+32470199883',
    methods: [
      { method: 'email', target: 'devices.stepup@example.com', primary: true },
      { method: 'sms', target: '+32470199883', primary: false },
    ],
  },
];
