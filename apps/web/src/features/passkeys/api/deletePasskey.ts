import { apiRequest } from '../../../lib/api/client';
import { passkeyPath } from './passkeyPath';

/** DELETE /api/passkeys/{id}. */
export function deletePasskey(id: number): Promise<void> {
  return apiRequest(passkeyPath(id), { method: 'DELETE' });
}
