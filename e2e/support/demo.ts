/** The demo accounts seeded by the server (docs/demo-data.md). */
export const PASSWORD = 'Demo-Password-1!';
export const jan = { email: 'demo@example.com', phone: '+32470123456', localPhone: '470123456' };
export const customer = { email: 'customer@example.com' };
export const weak = { email: 'weak@example.com' };

/** MFA demo accounts (docs/demo-data.md): each flow that changes one has its own. */
export const totpUser = { email: 'totp@example.com' };
export const lastKey = { email: 'lastkey@example.com' };
export const recoverUser = { email: 'recover@example.com' };
export const cardUser = { email: 'card@example.com', card: '5065123456789012' };
export const forced = { email: 'forced@example.com', phone: '+32470123415' };
export const newCustomer = { email: 'newcustomer@example.com' };
export const manage = { email: 'manage@example.com', phone: '+32470123417' };
export const stepUser = { email: 'stepup@example.com' };
/** Ends other sessions behind a step-up: its own address, as stepUser's codes per hour are spent by the step-up tests. */
export const devicesStepUpUser = { email: 'devices.stepup@example.com' };
/** The authenticator secret and recovery keys of totp@, lastkey@ and recover@ (lastkey@ has only the last key unused). */
export const DEMO_TOTP_SECRET = 'DEMOTOTPSECRETFORTHEPORTAL234567';
export const DEMO_RECOVERY_KEYS = [...'23456789AB'].map((c) => `DEMKY-2222${c}`);

/** The first test server's port; worker n of a parallel run talks to its own server on firstPort + n. */
export const firstPort = Number(process.env.E2E_PORT ?? 8090);
/** Playwright numbers its parallel workers from 0 (TEST_PARALLEL_INDEX); the main process has none. */
export const port = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The Luxembourg variant is chosen by host; Chromium resolves *.localhost to the loopback. */
export const luBaseURL = `http://lu.localhost:${port}`;
/** Petra Claes: e-mail code as second factor; the passkey tests add and remove her passkeys. */
export const petra = { email: 'passkey@example.com' };
/** Bea Bank: e-mail code as second factor; the banking tests set her IBAN. */
export const bea = { email: 'iban@example.com' };
/** Mila Koppeling: linked to a Microsoft account by her work address; the profile test unlinks it. */
/** Dora Daten: the “Download my data” browser test downloads her data. */
export const dora = { email: 'data.export@example.com', phone: '+32470199902', voucherHolderId: 1902 };
export const mila = { email: 'microsoft.linked@example.com', microsoftEmail: 'mila@contoso.example' };
export const dirk = { email: 'devices@example.com' };
/** Paula Wachter: the password browser test changes her password. */
export const paula = { email: 'password@example.com' };
export const pia = { email: 'profile@example.com', phone: '+32470123420' };
export const ivo = { email: 'profile.info@example.com' };
export const maxi = { email: 'profile.lu@example.com' };
/** Recovery after losing every factor (docs/demo-data.md): one account per browser test. */
export const recoverKeyUser = { email: 'recover-key@example.com', phone: '+32470199600' };
export const recoverWaitUser = { email: 'recover-wait@example.com', phone: '+32470199602' };
/** Ulla Vinder: the forgotten-username tests find her usernames by card and by national register number. */
export const ulla = { email: 'username-finder@example.com', card: '5065 0000 0000 2002', nrn: '90.05.17-123.31', maskedEmail: 'u***@example.com', maskedPhone: '+32 *** *** 301' };
/**
 * Pairs of accounts that share an e-mail address (docs/demo-data.md): a client-area account
 * and an employee account. The Belgian browser test merges its pair; the Luxembourg one declines.
 * (pair@example.com, the API tests' pair, cannot serve: its other account has no e-mail method and one e-mail.)
 */
export const mergePair = { email: 'pair-be@example.com', maskedEmail: 'p***@example.com', phones: ['+32 470 19 98 02', '+32 470 19 98 03'] };
/** otherEmail: the employee half's second address; the profile and method tests add it elsewhere (it then offers a merge). */
export const mergePairLu = { email: 'pair-lu@example.com', otherEmail: 'luc.work@example.com', phones: ['+32470199800', '+32470199801'] };
/** The accept test in Luxembourg proves ownership with the employee half's card; the decline test in Belgium removes the shared address from its employee half. */
export const mergePairLuAccept = { email: 'pair-lu-accept@example.com', maskedEmail: 'p***@example.com', card: '5065 0000 0000 9805', phones: ['+32 470 19 98 04', '+32 470 19 98 05'] };
export const mergePairBeDecline = { email: 'pair-be-decline@example.com', otherEmail: 'bert.work@example.com', phones: ['+32470199806', '+32470199807'] };
/** The every-route accessibility walk signs in once per variant, each with an account of its own. */
export const a11yWalkers = { belgium: { email: 'a11y.be@example.com' }, luxembourg: { email: 'a11y.lu@example.com' } } as const;
/** The Lighthouse audit of the dashboard signs in through the API: no second factor. */
export const lighthouseVisitor = { email: 'a11y.lighthouse@example.com' };
/** The walk opens the onboarding steps with this invitation (docs/demo-data.md) and never finishes. */
export const a11yInvitation = { code: 'SPARE-2026-D', lastname: 'Spare' };
/** The dashboard browser tests (tiles and partner chooser, "worth a look", the card activation modal). */
export const dashBe = { email: 'dash.be@example.com' };
export const dashLu = { email: 'dash.lu@example.com' };
export const dashNoMfa = { email: 'dash.nomfa@example.com' };
export const dashKeys = { email: 'dash.keys@example.com' };
export const dashCard = { email: 'dash.card@example.com', card: '5065 0000 0000 0060' };
export const dashCardLu = { email: 'dash.card.lu@example.com', card: '5065000000000078' };
/** Rita Herinnering: no second factor; the MFA reminder browser test puts her on the reminder schedule with the CLI. */
export const reminded = { email: 'reminded@example.com', phone: '+32470199887' };
/** One method each (docs/demo-data.md): the sign-in opens its screen without the method list. */
export const oneEmail = { email: 'one.email@example.com' };
export const oneTotp = { email: 'one.totp@example.com' };
/** The wrong-code test: e-mail (primary) and an authenticator, codes of its own. */
export const wrongCoder = { email: 'wrong.code@example.com' };
/** The set-up steps test (docs/demo-data.md): a forced account without a method, and a client-area account not yet forced. */
export const setupForced = { email: 'setup.forced@example.com' };
export const setupOptional = { email: 'setup.optional@example.com' };
/** Pieter Partner: no second factor; the partner set-ups of scripts/partners and the oidc-client-ts browser test sign in here. */
export const partnerApps = { email: 'partner.apps@example.com' };
/** The support desk (docs/support.md): an agent and an admin with the authenticator, and the person they help. */
export const deskAgent = { email: 'desk.agent@example.com' };
export const deskAdmin = { email: 'desk.admin@example.com' };
export const deskCaller = { email: 'desk.caller@example.com', maskedEmail: 'd***@example.com', name: 'Carla Caller' };
/** The desk actions test (docs/demo-data.md): an agent and an admin of its own, and Hanna Helped, without a second factor. */
export const actionsAgent = { email: 'desk.actions.agent@example.com' };
export const consoleAdmin = { email: 'desk.console@example.com' };
export const helped = { email: 'desk.helped@example.com', name: 'Hanna Helped' };
/** Nele Nogniet: no second factor; her step-up pages open on her session until she adds her first method. */
export const noFactorYet = { email: 'no.factor.yet@example.com' };
/** Forced MFA and no method: Pieter signs in to the demo partner, Mats meets a merge offer in the set-up (with the phone of the other account). */
export const forcedPartner = { email: 'forced.partner@example.com' };
export const forcedMerge = { email: 'forced.merge@example.com', otherPhone: '+32470199908' };
/** Kris Sleutel: an authenticator, and a login name another account shares; a recovery key leads on to the merge offer. */
export const mergeKey = { email: 'merge.key@example.com' };
/** Vic and Vera Verlopen: no second factor; their first set-up (e-mail code, authenticator) is answered "expired" once. */
export const expiredCode = { email: 'expired.code@example.com' };
export const expiredTotp = { email: 'expired.totp@example.com' };
/** Saar Sleutelloos: no second factor until the browser test adds a passkey, which is then her only one. */
export const passkeyOnly = { email: 'passkey.only@example.com' };
