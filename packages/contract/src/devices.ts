import { z } from 'zod';
import { securityEventTypes } from './events';
import { text } from './fields';

/**
 * Devices and sessions (/security/history): the sessions of an account grouped by device, and the
 * security event log, newest first, a page at a time.
 */

/** Where an address is, when the server has an offline database for it; null parts show the spec's not-found texts. */
export const locationSchema = z.object({ city: z.string().nullable(), country: z.string().nullable() });
export type Location = z.infer<typeof locationSchema>;

export const deviceServiceSchema = z.object({ client_id: z.string(), name: z.string() });

export const deviceSchema = z.object({
  /** The device id, or `session-<id>` for a session signed in without one. */
  key: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  location: locationSchema,
  /** ISO 8601: the first sign-in of the device among the listed sessions. */
  first_seen_at: z.string(),
  /** ISO 8601: the most recent activity. */
  last_seen_at: z.string(),
  /** Partner apps that signed in through the device's sessions. */
  services: z.array(deviceServiceSchema),
  /** 'current': this browser's session is one of them; 'active': live sessions; 'ended': history only. */
  status: z.enum(['current', 'active', 'ended']),
  session_count: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceListResponse = z.object({ data: z.array(deviceSchema), history_enabled: z.boolean() });
export type DeviceList = z.infer<typeof deviceListResponse>;

export const deviceKeyParams = z.object({ key: text(80).min(1, 'required') });

export const sessionHistoryRequest = z.object({ enabled: z.boolean() });

export const loggedOutResponse = z.object({ ended: z.number().int() });

export const EVENTS_PAGE_MAX = 50;

export const securityEventsQuery = z.object({
  /** The id of the last event already shown: the page continues below it. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(20),
});

export const securityEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(securityEventTypes),
  /** ISO 8601. */
  at: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  location: locationSchema,
  /** The partner app concerned (consent events), if any. */
  client_id: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** `next` is the `before` of the following page; null on the last one. */
export const securityEventsResponse = z.object({ data: z.array(securityEventSchema), next: z.number().int().nullable() });
export type SecurityEventsPage = z.infer<typeof securityEventsResponse>;
