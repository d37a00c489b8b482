import { deviceListResponse, loggedOutResponse, securityEventsResponse, type DeviceList, type SecurityEventsPage } from '@portal/contract/devices';
import { API, apiPath } from '@portal/contract/http';
import { apiRequest } from '../../lib/api/client';

/** GET /api/devices: the account's sessions grouped by device. */
export function getDevices(): Promise<DeviceList> {
  return apiRequest(API.devices, { schema: deviceListResponse });
}

/** DELETE /api/devices/{key}: ends every session of one device. */
export function logOutDevice(key: string) {
  return apiRequest(apiPath(API.device, { key }), { method: 'DELETE', schema: loggedOutResponse });
}

/** POST /api/sessions/others: ends every session but this one. */
export function logOutOthers() {
  return apiRequest(API.sessionsOthers, { method: 'POST', body: {}, schema: loggedOutResponse });
}

export function setSessionHistory(enabled: boolean): Promise<undefined> {
  return apiRequest(API.sessionHistory, { method: 'PUT', body: { enabled } });
}

/** GET /api/security-events: one page, continuing below `before`. */
export function getSecurityEvents(before: number | null): Promise<SecurityEventsPage> {
  const query = new URLSearchParams({ limit: '20', ...(before ? { before: String(before) } : {}) });
  return apiRequest(`${API.securityEvents}?${query}`, { schema: securityEventsResponse });
}
