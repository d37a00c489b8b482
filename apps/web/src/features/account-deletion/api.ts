import {
  accountDeletionResponse,
  accountRestoreResponse,
  type AccountDeletionRequest,
  type AccountDeletionResponse,
  type AccountRestoreRequest,
  type AccountRestoreResponse,
} from '@portal/contract/account-deletion';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../lib/api/client';

/** POST /api/user/deletion (behind a step-up): the account closes at once; answers when it is erased. */
export function deleteAccount(body: AccountDeletionRequest): Promise<AccountDeletionResponse> {
  return apiRequest(API.userDeletion, { method: 'POST', body, schema: accountDeletionResponse });
}

/** POST /api/account/restore: the e-mail link's token, or the payload of a sign-in's offer. */
export function restoreAccount(body: AccountRestoreRequest): Promise<AccountRestoreResponse> {
  return apiRequest(API.accountRestore, { method: 'POST', body, schema: accountRestoreResponse });
}
