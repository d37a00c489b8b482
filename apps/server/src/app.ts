import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config/config';
import { openDatabase, type Database } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { createFailureLimiter, type FailureLimiter } from './lib/failure-limiter';
import { accountRoutes } from './modules/accounts/routes';
import { attentionRoutes } from './modules/attention';
import { profileRoutes } from './modules/accounts/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { devOutboxRoutes } from './modules/delivery/routes';
import { consentRoutes } from './modules/consent/routes';
import { federationRoutes } from './modules/federation/routes';
import { forgotUsernameRoutes } from './modules/forgot-username';
import { mfaRoutes } from './modules/mfa/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { onboardingApiRoutes } from './modules/onboarding/routes';
import { passkeyRoutes } from './modules/passkeys/routes';
import { bankingRoutes } from './modules/banking';
import { dataExportRoutes } from './modules/data-export';
import { deviceRoutes } from './modules/sessions';
import { securityEventRoutes } from './modules/events/routes';
import { signInRoutes } from './modules/sign-in/routes';
import { siteRoutes } from './modules/site/routes';
import { clientNameRoutes } from './modules/clients';
import { registerAuth } from './plugins/auth';
import { registerStaffBoundary, type RequestOrigin, type StaffContext } from './plugins/staff';
import { registerDeviceIdCheck } from './plugins/device-id';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { drainOnClose } from './plugins/drain-on-close';
import { acceptEmptyJsonBodies } from './plugins/json-body';
import { registerNoStoreForApi } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { loggerOptions } from './plugins/log-serializers';
import { requestIdOptions, sendRequestId } from './plugins/request-id';
import { responseSerializer } from './plugins/response-serializer';
import { interactionRoutes } from './oidc/interaction-routes';
import { mountProvider } from './oidc/mount';
import { createOidc, type Oidc } from './oidc/provider';
import { logoutDelivery, type LogoutDelivery } from './oidc/backchannel/worker';
import { createDelivery, type Delivery, type MessageQueue } from './modules/delivery';
import { reminderSweeps, requireStepUp, spendStepUp, type ReminderSweeps } from './modules/mfa';
import { passkeySignInRoutes } from './modules/passkeys';
import { passwordRoutes } from './modules/password';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { resumeSession } from './modules/sessions';
import { registerMaintenance, registerSpa } from './modules/site';
import { recoveryRoutes } from './modules/recovery';
import { accountDeletionRoutes, erasureSweeps, type ErasureSweeps } from './modules/account-deletion';
import { mergeRoutes } from './modules/merge/routes';
import { recordStaffActivity, resumeStaff, supportRoutes } from './modules/support';
import { countingVerdicts, instrumentApp, timeQuery } from './modules/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    oidc: Oidc;
    /** The sweep of the reminder schedule before forced MFA: on a timer once ready; tests run it directly. */
    mfaReminders: ReminderSweeps;
    /** The erasure of closed accounts whose 14 days are over: on a timer once ready; tests and the CLI run it directly. */
    accountErasure: ErasureSweeps;
    /** The back-channel logout tokens' delivery: woken after commits and on a timer once ready; tests run rounds directly. */
    backchannelLogout: LogoutDelivery;
    /** The queue of e-mails and text messages with real delivery (null for the dev outbox): its worker runs once ready; tests run rounds directly. */
    messageQueue: MessageQueue | null;
  }
}

/** Replaceable parts; whatever is not given is built from the config and closed with the app. */
export interface AppDeps {
  database?: Database;
  delivery?: Delivery;
  clock?: Clock;
  limiter?: FailureLimiter;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** The whole server, ready for `listen` or `inject`. It never listens itself. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    ...requestIdOptions(config),
    trustProxy: trustProxy(config.trustProxy),
    frameworkErrors,
    // A stopping process still answers what reaches it while it drains (with Connection: close):
    // under --workers, a connection the primary handed over just before the stop would otherwise
    // get a bare 503. The database closes only after the last connection (onClose order).
    return503OnClosing: false,
  });
  sendRequestId(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ crossCheck: config.nodeEnv === 'test' }));

  const database =
    deps.database ??
    openDatabase(config.database, {
      // One short line per connection: a restart ends them all at once, and the stack says nothing more.
      onConnectionError: (err) => app.log.warn(`PostgreSQL connection lost (${err.message}); new ones open as requests need them`),
      ...(config.metrics ? { log: timeQuery } : {}),
    });
  const clock = deps.clock ?? systemClock;
  const delivery = deps.delivery ?? createDelivery(config, database.db, clock, app.log);
  const limiter =
    deps.limiter ??
    createFailureLimiter({ redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix, database }, (err) =>
      app.log.warn({ err }, 'Redis unavailable: rate limits are per process (and stricter) meanwhile'),
    );
  // Before any route, so that its response hook sees them all.
  instrumentApp(app, config, { database, limiter });
  app.decorate('database', database);
  app.decorate('messageQueue', delivery.queue ?? null);
  // Stopped by delivery.close(), before the database closes.
  app.addHook('onReady', async () => delivery.queue?.start());
  if (!deps.limiter) app.addHook('onReady', () => limiter.ready());
  app.addHook('onClose', async () => {
    if (!deps.delivery) await delivery.close();
    if (!deps.limiter) await limiter.close();
    if (!deps.database) await database.db.destroy();
  });

  drainOnClose(app);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  registerSecurityHeaders(app, config);
  await app.register(cookie);
  // Before any other check, after the cookie parser: the app page it may send reads the locale cookie.
  registerMaintenance(app, config, clock);
  await registerOpenApi(app, config);
  registerNoStoreForApi(app);
  registerAuth(app);
  registerStaffBoundary(app);
  // The CSRF checks run before any boundary's own checks: a forged write is refused as such. The
  // staff boundary alone runs them after its own, so that its 404 comes first (plugins/staff.ts).
  registerDeviceIdCheck(app);
  registerSameOriginCheck(app, config);

  const base = { config, db: database.db, clock, delivery, limiter: countingVerdicts(limiter) };
  const trust = {
    resumeSession: (token: string) => resumeSession(base, token),
    requireStepUp: (auth: { userId: number; sessionId: number }) => requireStepUp(base.db, auth, clock.now()),
    spendStepUp,
    resumeStaff: (token: string, from: RequestOrigin) => resumeStaff(base, token, from),
    recordStaffActivity: (staff: StaffContext) => recordStaffActivity(base, staff),
  };
  const ctx: AppContext = { ...base, trust };
  await app.register(siteRoutes, ctx);
  await app.register(signInRoutes, ctx);
  await app.register(captchaRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(mfaRoutes, ctx);
  await app.register(passkeyRoutes, ctx);
  await app.register(bankingRoutes, ctx);
  await app.register(dataExportRoutes, ctx);
  await app.register(notificationRoutes, ctx);
  await app.register(passkeySignInRoutes, ctx);
  await app.register(deviceRoutes, ctx);
  await app.register(attentionRoutes, ctx);
  await app.register(securityEventRoutes, ctx);
  await app.register(passwordRoutes, ctx);
  await app.register(passwordResetRoutes, ctx);
  await app.register(recoveryRoutes, ctx);
  await app.register(accountDeletionRoutes, ctx);
  await app.register(mergeRoutes, ctx);
  await app.register(onboardingApiRoutes, ctx);
  await app.register(forgotUsernameRoutes, ctx);
  await app.register(clientNameRoutes, ctx);
  await app.register(supportRoutes, ctx);
  if (config.delivery.kind === 'outbox') await app.register(devOutboxRoutes, ctx);
  // The OpenID provider reads its keys from the database, so it starts once the app is ready
  // (main.ts migrates before listening).
  const oidc = createOidc(ctx, app.log);
  app.decorate('oidc', oidc);
  app.addHook('onReady', () => oidc.start());
  app.addHook('onClose', async () => oidc.stop());
  // Signed by the provider of the variant that issued the app's tokens (stored with each logout).
  const backchannelLogout = logoutDelivery({ db: database.db, clock, provider: (variant) => oidc.provider(variant === 'lu' ? 'lu' : 'be') }, app.log);
  app.decorate('backchannelLogout', backchannelLogout);
  app.addHook('onReady', async () => backchannelLogout.start());
  app.addHook('onClose', () => backchannelLogout.stop());
  const mfaReminders = reminderSweeps(ctx, app.log);
  app.decorate('mfaReminders', mfaReminders);
  app.addHook('onReady', async () => mfaReminders.start());
  app.addHook('onClose', () => mfaReminders.stop());
  const accountErasure = erasureSweeps(ctx, app.log);
  app.decorate('accountErasure', accountErasure);
  app.addHook('onReady', async () => accountErasure.start());
  app.addHook('onClose', () => accountErasure.stop());
  await mountProvider(app, oidc, config.luHostPatterns);
  await app.register(interactionRoutes, { ...ctx, oidc });
  await app.register(consentRoutes, { ...ctx, oidc });
  await app.register(federationRoutes, ctx);
  await registerSpa(app, config);
  return app;
}

/**
 * A hop count trusts that many proxies (the peer and the entries they appended, from the right);
 * Fastify's types take it only as a function. A list trusts only those addresses.
 */
function trustProxy(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
