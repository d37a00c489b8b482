import { ibanStateResponse, type IbanState } from '@portal/contract/banking';
import { API } from '@portal/contract/http';
import { mfaStatusResponse } from '@portal/contract/mfa';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/user/iban: the IBAN partners receive and a change waiting, both masked. */
export async function getIban(): Promise<IbanState> {
  return (await apiRequest(API.userIban, { schema: ibanStateResponse })).data;
}

/** PUT /api/user/iban (step-up). */
export async function putIban(iban: string): Promise<IbanState> {
  return (await apiRequest(API.userIban, { method: 'PUT', body: { iban }, schema: ibanStateResponse })).data;
}

/** DELETE /api/user/iban/pending. */
export async function cancelIbanChange(): Promise<IbanState> {
  return (await apiRequest(API.userIbanPending, { method: 'DELETE', schema: ibanStateResponse })).data;
}

/** Whether this session may make a step-up change now (GET /api/mfa/status). */
export async function hasStepUp(): Promise<boolean> {
  return (await apiRequest(API.mfaStatus, { schema: mfaStatusResponse })).sudo;
}
