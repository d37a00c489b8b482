import { API, apiPath, DEVICE_ID_HEADER } from '@portal/contract/http';
import { errorBodySchema } from '@portal/contract/errors';
import {
  appResponse,
  auditResponse,
  partnerAppsResponse,
  registeredAppResponse,
  rotateKeysResponse,
  rotatedSecretResponse,
  signingKeysResponse,
} from '@portal/contract/support-admin';
import type { z } from 'zod/mini';
import type { registerAppRequest, updateAppRequest } from '@portal/contract/support-admin';
import { ApiError } from '../../../lib/api/ApiError';
import { apiRequest } from '../../../lib/api/client';
import { deviceId } from '../../../lib/deviceId';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** GET /api/support/audit: one page, newest first, of one agent or of all. */
export function getAudit(agent: number | null, before: number | null) {
  const query = new URLSearchParams({ limit: '50', ...(agent ? { agent: String(agent) } : {}), ...(before ? { before: String(before) } : {}) });
  return apiRequest(`${API.supportAudit}?${query}`, { schema: auditResponse });
}

/**
 * GET /api/support/audit/export?from=…&to=…: a CSV file, fetched (not followed as a link) so that a
 * refusal shows as a translated error and not as a downloaded error body.
 */
export async function downloadAuditExport(from: string, to: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API.supportAuditExport}?${new URLSearchParams({ from, to })}`, {
      headers: { Accept: 'text/csv', 'Accept-Language': currentLanguage(), [DEVICE_ID_HEADER]: deviceId() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network.failed', null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorBodySchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.code : 'server.error', body);
  }
  const file = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = file;
  link.download = `support-audit-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(file);
}

export async function getApps() {
  return (await apiRequest(API.supportApps, { schema: partnerAppsResponse })).data;
}

export function registerApp(request: z.input<typeof registerAppRequest>) {
  return apiRequest(API.supportApps, { method: 'POST', body: request, schema: registeredAppResponse });
}

export function updateApp(clientId: string, request: z.input<typeof updateAppRequest>) {
  return apiRequest(apiPath(API.supportApp, { client_id: clientId }), { method: 'PATCH', body: request, schema: appResponse });
}

export function rotateAppSecret(clientId: string, reason: string) {
  return apiRequest(apiPath(API.supportAppSecret, { client_id: clientId }), { method: 'POST', body: { reason }, schema: rotatedSecretResponse });
}

export function removeApp(clientId: string, reason: string) {
  return apiRequest(apiPath(API.supportApp, { client_id: clientId }), { method: 'DELETE', body: { reason } });
}

export async function getKeys() {
  return (await apiRequest(API.supportKeys, { schema: signingKeysResponse })).data;
}

export function rotateKeys(reason: string) {
  return apiRequest(API.supportKeysRotate, { method: 'POST', body: { reason }, schema: rotateKeysResponse });
}
