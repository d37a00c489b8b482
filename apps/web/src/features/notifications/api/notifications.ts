import { API, apiPath } from '@portal/contract/http';
import { notificationListResponse, notMeResponse, type NotificationList, type NotMeResponse } from '@portal/contract/notifications';
import { apiRequest } from '../../../lib/api/client';
import type { SecureSource } from '../secureSource';

/** GET /api/notifications: the account's security notices, newest first. */
export function getNotifications(): Promise<NotificationList> {
  return apiRequest(API.notifications, { schema: notificationListResponse });
}

/** POST /api/notifications/read: every notice read (once the page has shown them). */
export function markNotificationsRead(): Promise<undefined> {
  return apiRequest(API.notificationsRead, { method: 'POST' });
}

/** "This wasn't me": by the signed-in owner (a notice id) or by the e-mail's link (its token). */
export function secureAccount(source: SecureSource): Promise<NotMeResponse> {
  if ('token' in source) return apiRequest(API.notMe, { method: 'POST', body: { token: source.token }, schema: notMeResponse });
  if ('signIn' in source) return apiRequest(apiPath(API.securityEventNotMe, { id: source.signIn }), { method: 'POST', schema: notMeResponse });
  return apiRequest(apiPath(API.notificationNotMe, { id: source.notification }), { method: 'POST', schema: notMeResponse });
}
