import { tokenResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/http';
import {
  recoveryCancelRequest,
  recoveryCardRequest,
  recoveryCompleteRequest,
  recoveryKeyRequest,
  recoveryStartRequest,
  recoveryStartResponse,
  recoveryWaitRequest,
  recoveryWaitResponse,
  type RecoveryCardRequest,
  type RecoveryCompleteRequest,
  type RecoveryKeyRequest,
  type RecoveryStartRequest,
} from '@portal/contract/recovery';
import { apiRequest } from '../../lib/api/client';

/** The recovery calls (docs/recovery.md); each proof that works answers a session with a fresh step-up. */
export const startRecovery = (body: RecoveryStartRequest) =>
  apiRequest(API.recovery, { method: 'POST', body: recoveryStartRequest.parse(body), schema: recoveryStartResponse });

export const recoverWithKey = (body: RecoveryKeyRequest) =>
  apiRequest(API.recoveryKey, { method: 'POST', body: recoveryKeyRequest.parse(body), schema: tokenResponse });

export const recoverWithCard = (body: RecoveryCardRequest) =>
  apiRequest(API.recoveryCard, { method: 'POST', body: recoveryCardRequest.parse(body), schema: tokenResponse });

export const requestRecovery = (recovery: string) =>
  apiRequest(API.recoveryRequest, { method: 'POST', body: recoveryWaitRequest.parse({ recovery }), schema: recoveryWaitResponse });

export const completeRecoveryRequest = (body: RecoveryCompleteRequest) =>
  apiRequest(API.recoveryRequestComplete, { method: 'POST', body: recoveryCompleteRequest.parse(body), schema: tokenResponse });

export const cancelRecoveryRequest = (cancel: string) =>
  apiRequest(API.recoveryCancel, { method: 'POST', body: recoveryCancelRequest.parse({ cancel }) });
