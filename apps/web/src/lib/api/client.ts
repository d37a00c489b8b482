import { MAINTENANCE_PATH } from '@portal/contract/spa-paths';
import type { z } from 'zod/mini';
import { DEVICE_ID_HEADER, REQUEST_TIMEOUT_MS } from '@portal/contract/http';
import { errorBodySchema } from '@portal/contract/errors';

import { deviceId } from '../deviceId';
import { currentLanguage } from '../i18n/i18n';
import { ApiError } from './ApiError';

interface RequestOptions<S extends z.ZodMiniType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A bearer token for calls made before the cookie exists (hash login). */
  bearer?: string;
  /** Validates the answer; calls without one resolve to undefined. */
  schema?: S;
}

type Result<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/**
 * The one place that talks to the API: device id, language, JSON and a 30 s timeout on every call.
 * The session travels in the HttpOnly cookie (credentials same-origin). Non-OK answers become an
 * ApiError carrying the server's stable code, which the screens translate.
 */
export async function apiRequest<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  { method = 'GET', body, bearer, schema }: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    [DEVICE_ID_HEADER]: deviceId(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'network.timeout' : 'network.failed', null);
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success && parsed.data.code === 'site.maintenance') showMaintenance();
    throw new ApiError(response.status, parsed.success ? parsed.data.code : 'server.error', payload);
  }
  if (!schema) return undefined as Result<S>;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'server.error', payload);
  return parsed.data as Result<S>;
}

/**
 * A call that answers a file (POST /api/user/export's ZIP): the same headers, timeout and errors as
 * apiRequest, the body read as a Blob, with the file name of its Content-Disposition.
 */
export async function apiDownload(path: string, { method = 'POST' }: { method?: 'GET' | 'POST' } = {}): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/octet-stream, application/json', 'Accept-Language': currentLanguage(), [DEVICE_ID_HEADER]: deviceId() },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      const payload: unknown = await readJson(response);
      const parsed = errorBodySchema.safeParse(payload);
      if (parsed.success && parsed.data.code === 'site.maintenance') showMaintenance();
      throw new ApiError(response.status, parsed.success ? parsed.data.code : 'server.error', payload);
    }
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await response.blob(), fileName };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'network.timeout' : 'network.failed', null);
  }
}

/**
 * Maintenance began while this tab was open: load the maintenance page, which the server serves
 * with the maintenance flag in the runtime config.
 */
function showMaintenance(): void {
  if (window.location.pathname !== MAINTENANCE_PATH) window.location.assign(MAINTENANCE_PATH);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
