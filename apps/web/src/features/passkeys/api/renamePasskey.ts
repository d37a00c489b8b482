import { passkeyResponse, renamePasskeyRequest, type Passkey } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';
import { passkeyPath } from './passkeyPath';

/** PUT /api/passkeys/{id}: a new name. */
export async function renamePasskey(id: number, name: string): Promise<Passkey> {
  const body = renamePasskeyRequest.parse({ name });
  return (await apiRequest(passkeyPath(id), { method: 'PUT', body, schema: passkeyResponse })).data;
}
