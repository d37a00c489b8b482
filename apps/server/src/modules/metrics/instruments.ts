import { Counter } from 'prom-client';

/**
 * The application's own instruments, on prom-client's default registry (one per process; with
 * `--workers N` the primary adds every process's up). Defined once here so that every feature
 * counts through the same names; the metrics listener and the HTTP and database instruments
 * live beside this file. They count whether or not METRICS_PORT is set: an increment costs less
 * than a microsecond, and the code paths stay the same either way.
 */

/** E-mails and text messages handed to the provider (`sent`), refused or unanswered (`failed`, retried), or dropped (`expired`: a code past its validity, `given_up`). */
export const messagesDelivered = new Counter({
  name: 'portal_messages_total',
  help: 'E-mails and text messages by channel and outcome of each delivery attempt',
  labelNames: ['channel', 'outcome'] as const,
});

/**
 * Sign-ins by step and outcome. `password` (POST /api/token) ends in success (signed in, no second
 * factor due), second_factor (asked), weak_password (right but weak: a replacement is asked),
 * wrong_password, captcha_required or limited; `second_factor` (POST /api/token/mfa/confirm) in
 * success, weak_password or wrong_code; `passkey` (POST /api/token/passkey) in success,
 * wrong_passkey or limited. Every completed sign-in is one `success`.
 */
export const signIns = new Counter({
  name: 'portal_sign_ins_total',
  help: 'Sign-ins by step (password, second_factor, passkey) and outcome',
  labelNames: ['step', 'outcome'] as const,
});

/** Step-ups (sudo): required (a change refused without one), challenged (a code sent or a method chosen), granted, wrong_code. */
export const stepUps = new Counter({
  name: 'portal_step_ups_total',
  help: 'Step-ups by outcome: required, challenged, granted, wrong_code',
  labelNames: ['outcome'] as const,
});

/** The failure limiter's answers (lib/failure-limiter.ts), by limit: sign_in, second_factor, username_lookup, support_search, data_export, captcha_spend. */
export const limiterVerdicts = new Counter({
  name: 'portal_limiter_verdicts_total',
  help: 'Rate limiter verdicts by limiter and verdict (allowed, refused)',
  labelNames: ['limiter', 'verdict'] as const,
});

/** The OpenID provider's token endpoint, by grant type and outcome (success or the OAuth error code). */
export const oauthGrants = new Counter({
  name: 'portal_oauth_grants_total',
  help: 'OAuth token requests by grant type and outcome (success or the OAuth error code)',
  labelNames: ['grant_type', 'outcome'] as const,
});

/** The OpenID provider's authorization endpoint: codes sent back to apps (success) or errors (the OAuth error code). */
export const oauthAuthorizations = new Counter({
  name: 'portal_oauth_authorizations_total',
  help: 'OAuth authorization requests by outcome (success or the OAuth error code)',
  labelNames: ['outcome'] as const,
});

/** Each attempt to post a back-channel logout token to an app: delivered, retrying (a retry is scheduled) or given_up. */
export const backchannelLogouts = new Counter({
  name: 'portal_backchannel_logouts_total',
  help: 'Back-channel logout delivery attempts by outcome (delivered, retrying, given_up)',
  labelNames: ['outcome'] as const,
});
