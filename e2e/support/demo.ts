/** The demo accounts seeded by the server (README, "Demo accounts"). */
export const PASSWORD = 'Demo-Password-1!';
export const jan = { email: 'demo@example.com', phone: '+32470123456', localPhone: '470123456' };
export const customer = { email: 'customer@example.com' };
export const weak = { email: 'weak@example.com' };

export const port = Number(process.env.E2E_PORT ?? 8090);
/** The Luxembourg variant is chosen by host; Chromium resolves *.localhost to the loopback. */
export const luBaseURL = `http://lu.localhost:${port}`;
/** Petra Claes: e-mail code as second factor; the passkey tests add and remove her passkeys. */
export const petra = { email: 'passkey@example.com' };
