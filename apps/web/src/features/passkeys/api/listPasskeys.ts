import { API } from '@portal/contract/http';
import { passkeyListResponse, type Passkey } from '@portal/contract/passkeys';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/passkeys: the signed-in person's passkeys, oldest first. */
export async function listPasskeys(): Promise<Passkey[]> {
  return (await apiRequest(API.passkeys, { schema: passkeyListResponse })).data;
}
