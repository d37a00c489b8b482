import { z } from 'zod/mini';
import { securityEventTypes } from './events';
import { text } from './fields';

/**
 * Devices and sessions (/security/history): the sessions of an account grouped by device, and the
 * security event log, newest first, a page at a time.
 */

/** Where an address is, when the server has an offline database for it; null parts show the spec's not-found texts. */
export const locationSchema = z.object({ city: z.nullable(z.string()), country: z.nullable(z.string()) });
export type Location = z.infer<typeof locationSchema>;

export const deviceServiceSchema = z.object({ client_id: z.string(), name: z.string() });

export const deviceSchema = z.object({
  /** The device id, or `session-<id>` for a session signed in without one. */
  key: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  location: locationSchema,
  /** ISO 8601: the first sign-in of the device among the listed sessions. */
  first_seen_at: z.string(),
  /** ISO 8601: the most recent activity. */
  last_seen_at: z.string(),
  /** Partner apps that signed in through the device's sessions. */
  services: z.array(deviceServiceSchema),
  /** 'current': this browser's session is one of them; 'active': live sessions; 'ended': history only. */
  status: z.enum(['current', 'active', 'ended']),
  session_count: z.int(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListResponse = z.object({ data: z.array(deviceSchema), history_enabled: z.boolean() });
export type DeviceList = z.infer<typeof deviceListResponse>;

export const deviceKeyParams = z.object({ key: text(80).check(z.minLength(1, 'required')) });

export const sessionHistoryRequest = z.object({ enabled: z.boolean() });

export const loggedOutResponse = z.object({ ended: z.int() });

export const EVENTS_PAGE_MAX = 50;

export const securityEventsQuery = z.object({
  /** The id of the last event already shown: the page continues below it. */
  before: z.optional(z.coerce.number().check(z.int(), z.positive())),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(EVENTS_PAGE_MAX)), 20),
});

export const securityEventSchema = z.object({
  id: z.int(),
  type: z.enum(securityEventTypes),
  /** ISO 8601. */
  at: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  location: locationSchema,
  /** The partner app concerned (consent events), if any. */
  client_id: z.nullable(z.string()),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** `next` is the `before` of the following page; null on the last one. */
export const securityEventsResponse = z.object({ data: z.array(securityEventSchema), next: z.nullable(z.int()) });
export type SecurityEventsPage = z.infer<typeof securityEventsResponse>;
