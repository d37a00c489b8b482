import { z } from 'zod/mini';
import { text } from './fields';
import { supportReason } from './support';

/**
 * What admins of the support desk see and do (issue 37; docs/support.md): every agent's actions,
 * with an export, and the partner apps and signing keys, the same operations as the command line
 * (`npm run cli -- clients …`, `keys rotate`). Every admin write carries a reason and is in the
 * audit like an agent's action.
 */

/** GET /api/support/audit: newest first; `before` is the `next` of the previous page. */
export const AUDIT_PAGE_MAX = 100;
export const auditQuery = z.object({
  agent: z.optional(z.coerce.number().check(z.int(), z.positive())),
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(AUDIT_PAGE_MAX))),
});

/** What the desk did: a search, a page opened, an action on a person, an admin's change. */
export const auditKinds = ['search', 'person_viewed', 'action', 'admin'] as const;
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  agent: z.object({ id: z.int(), name: z.string() }),
  kind: z.enum(auditKinds),
  /** The action (sessions_ended, app_registered, keys_rotated, …) or search kind (email, card, …). */
  action: z.nullable(z.string()),
  /** The person concerned, when one is. */
  person: z.nullable(z.object({ id: z.int(), name: z.string() })),
  reason: z.nullable(z.string()),
  /** The partner app concerned, when one is (an admin's app change, an agent's app revocation). */
  client_id: z.optional(z.nullable(z.string())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponse = z.object({ data: z.array(auditEntrySchema), next: z.nullable(z.int()) });

/**
 * GET /api/support/audit/export?from=…&to=… (ISO dates, UTC days, `to` exclusive, at most 366 days):
 * text/csv, one line per entry, newest first. A period that ends before it starts, or is longer, is
 * the field error `audit_range` on `to`.
 */
export const AUDIT_EXPORT_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
export const auditExportQuery = z.object({ from: z.iso.date(), to: z.iso.date() }).check(
  z.refine(({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return days > 0 && days <= AUDIT_EXPORT_MAX_DAYS;
  }, { message: 'audit_range', path: ['to'], when: (payload) => payload.issues.length === 0 }),
);

/** A partner app as the console shows it: never its secret (only its hash is stored). */
export const partnerAppSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  redirect_uris: z.array(z.string()),
  post_logout_redirect_uris: z.array(z.string()),
  scope: z.string(),
  public: z.boolean(),
  machine: z.boolean(),
  variants: z.array(z.string()),
  backchannel_logout_uri: z.nullable(z.string()),
});
export type PartnerApp = z.infer<typeof partnerAppSchema>;
export const partnerAppsResponse = z.object({ data: z.array(partnerAppSchema) });

/** POST /api/support/apps: the rules are the command line's (absolute https URIs, known scopes). */
export const registerAppRequest = z.strictObject({
  name: text(100),
  redirect_uris: z.array(text(2000)).check(z.maxLength(20)),
  post_logout_redirect_uris: z.optional(z.array(text(2000)).check(z.maxLength(20))),
  scope: z.optional(text(1000)),
  public: z.optional(z.boolean()),
  machine: z.optional(z.boolean()),
  backchannel_logout_uri: z.optional(text(2000)),
  reason: supportReason,
});
/** The secret is shown here once and never again. null for a public client. */
export const registeredAppResponse = z.object({ data: partnerAppSchema, client_secret: z.nullable(z.string()) });

/** /api/support/apps/:client_id */
export const appParams = z.object({ client_id: text(64).check(z.minLength(1)) });

/** PATCH /api/support/apps/:client_id: only the fields given change. */
export const updateAppRequest = z.strictObject({
  name: z.optional(text(100)),
  redirect_uris: z.optional(z.array(text(2000)).check(z.maxLength(20))),
  post_logout_redirect_uris: z.optional(z.array(text(2000)).check(z.maxLength(20))),
  scope: z.optional(text(1000)),
  reason: supportReason,
});
export const appResponse = z.object({ data: partnerAppSchema });

/** DELETE /api/support/apps/:client_id and POST …/secret, /api/support/keys/rotate: the reason travels in the body. */
export const adminReasonRequest = z.strictObject({ reason: supportReason });
/** POST /api/support/apps/:client_id/secret: a new secret, shown once; the old one stops working. */
export const rotatedSecretResponse = z.object({ client_secret: z.string() });

/** GET /api/support/keys: the signing keys and their state, as `keys list` prints them. */
export const signingKeySchema = z.object({
  kid: z.string(),
  alg: z.string(),
  state: z.enum(['signing', 'next', 'retired']),
  created_at: z.string(),
  activates_at: z.string(),
  remove_at: z.nullable(z.string()),
});
export const signingKeysResponse = z.object({ data: z.array(signingKeySchema) });
/** POST /api/support/keys/rotate: new keys, published at once, signing from `activates_at`. */
export const rotateKeysResponse = z.object({ activates_at: z.string() });
