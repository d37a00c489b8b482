/** The demo accounts seeded by the server (README, "Demo accounts"). */
export const PASSWORD = 'Demo-Password-1!';
export const jan = { email: 'demo@example.com', phone: '+32470123456', localPhone: '470123456' };
export const customer = { email: 'customer@example.com' };
export const weak = { email: 'weak@example.com' };

/** MFA demo accounts (README, "Demo accounts"): each flow that changes one has its own. */
export const totpUser = { email: 'totp@example.com' };
export const lastKey = { email: 'lastkey@example.com' };
export const recoverUser = { email: 'recover@example.com' };
export const cardUser = { email: 'card@example.com', card: '5065123456789012' };
export const forced = { email: 'forced@example.com', phone: '+32470123415' };
export const newCustomer = { email: 'newcustomer@example.com' };
export const manage = { email: 'manage@example.com', phone: '+32470123417' };
export const stepUser = { email: 'stepup@example.com' };
/** The authenticator secret and recovery keys of totp@, lastkey@ and recover@ (lastkey@ has only the last key unused). */
export const DEMO_TOTP_SECRET = 'DEMOTOTPSECRETFORTHEPORTAL234567';
export const DEMO_RECOVERY_KEYS = [...'23456789AB'].map((c) => `DEMKY-2222${c}`);

export const port = Number(process.env.E2E_PORT ?? 8090);
/** The Luxembourg variant is chosen by host; Chromium resolves *.localhost to the loopback. */
export const luBaseURL = `http://lu.localhost:${port}`;
/** Petra Claes: e-mail code as second factor; the passkey tests add and remove her passkeys. */
export const petra = { email: 'passkey@example.com' };
/** Bea Bank: e-mail code as second factor; the banking tests set her IBAN. */
export const bea = { email: 'iban@example.com' };
export const dirk = { email: 'devices@example.com' };
/** Paula Wachter: the password browser test changes her password. */
export const paula = { email: 'password@example.com' };
export const pia = { email: 'profile@example.com', phone: '+32470123420' };
export const ivo = { email: 'profile.info@example.com' };
export const maxi = { email: 'profile.lu@example.com' };
