/**
 * The origin app opens the portal with `#token=...:payload=...:isOriginApp=...` (colon-separated
 * key=value pairs) to hand over its signed-in person; `token` is a single-use hand-over token
 * (POST /api/token/handover), never a session token.
 */
export interface HashLogin {
  token: string;
  payload: string | null;
  isOriginApp: boolean;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseHashLogin(hash: string): HashLogin | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  const fields = new Map<string, string>();
  for (const part of raw.split(':')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq), decode(part.slice(eq + 1)));
  }
  const token = fields.get('token');
  if (!token) return null;
  return { token, payload: fields.get('payload') || null, isOriginApp: fields.get('isOriginApp') === 'true' };
}
