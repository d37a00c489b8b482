import { API, apiPath } from '@portal/contract/http';
import {
  contactAddResponse,
  contactConfirmResponse,
  contactResendResponse,
  profileResponse,
  type ContactChallenge,
  type ContactKind,
  type ProfileUpdate,
} from '@portal/contract/profile';
import type { User } from '@portal/contract/user';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import { apiDownload, apiRequest } from '../../../lib/api/client';

/** PATCH /api/user: personal details and language; answers the whole profile. */
export async function updateProfile(changes: ProfileUpdate): Promise<User> {
  return (await apiRequest(API.user, { method: 'PATCH', body: changes, schema: profileResponse })).data;
}

/** POST /api/user/login: sends a code to a new e-mail address or phone number. */
export function startContact(kind: ContactKind, target: string): Promise<ContactChallenge> {
  return apiRequest(API.userLogin, { method: 'POST', body: { [kind]: target }, schema: contactAddResponse });
}

/** POST /api/user/login/confirm: the code adds it to the account; `offer` when another account uses it too. */
export async function confirmContact(payload: string, code: string): Promise<{ user: User; offer: FuzzionOffer }> {
  const answer = await apiRequest(API.userLoginConfirm, { method: 'POST', body: { payload, code }, schema: contactConfirmResponse });
  return { user: answer.data, offer: { fuzzion: answer.fuzzion, fuzzion_payload: answer.fuzzion_payload } };
}

export async function resendContactCode(payload: string): Promise<number> {
  return (await apiRequest(API.userLoginResend, { method: 'POST', body: { payload }, schema: contactResendResponse })).resend_in;
}

export async function deleteContact(kind: ContactKind, id: number): Promise<User> {
  return (await apiRequest(apiPath(API.userContact, { kind, id }), { method: 'DELETE', schema: profileResponse })).data;
}

export async function makeContactPrimary(kind: ContactKind, id: number): Promise<User> {
  return (await apiRequest(apiPath(API.userContactPrimary, { kind, id }), { method: 'POST', schema: profileResponse })).data;
}

/** DELETE /api/user/microsoft-login (step-up): signing in with Microsoft no longer reaches the account. */
export async function unlinkMicrosoft(): Promise<User> {
  return (await apiRequest(API.userMicrosoftLogin, { method: 'DELETE', schema: profileResponse })).data;
}

/** POST /api/user/export (step-up, one a minute): the account's data as a ZIP, and its file name. */
export async function downloadAccountData(): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await apiDownload(API.userExport);
  return { blob, fileName: fileName ?? 'account-data.zip' };
}
