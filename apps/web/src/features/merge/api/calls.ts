import {
  fuzzionConfirmRequest,
  fuzzionConfirmResponse,
  fuzzionPreviewRequest,
  fuzzionPreviewResponse,
  fuzzionProofRequest,
  fuzzionProofResponse,
  fuzzionRejectRequest,
  fuzzionRejectResponse,
  fuzzionSendRequest,
  fuzzionSendResponse,
} from '@portal/contract/fuzzion';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** The merge calls (specification section 7, POST /fuzzion and POST /mfa/fuzzion); all need the session. */
const paths = {
  preview: API.fuzzionPreview,
  proof: API.fuzzionProof,
  send: API.mfaFuzzion,
  merge: API.fuzzion,
  reject: API.fuzzionReject,
} as const;

export type ProofInput = { card_number: string } | { password: string };

export const previewMerge = (payload: string) =>
  apiRequest(paths.preview, { method: 'POST', body: fuzzionPreviewRequest.parse({ payload }), schema: fuzzionPreviewResponse });

export const proveOwnership = (payload: string, proof: ProofInput, captcha: string | undefined) =>
  apiRequest(paths.proof, { method: 'POST', body: fuzzionProofRequest.parse({ payload, ...proof, captcha }), schema: fuzzionProofResponse });

/** Sends the code, and sends it again for the resend link (the server keeps the countdown). */
export const sendMergeCode = (payload: string, mfaId: number) =>
  apiRequest(paths.send, { method: 'POST', body: fuzzionSendRequest.parse({ payload, mfaId }), schema: fuzzionSendResponse });

export const confirmMerge = (payload: string, code: string) =>
  apiRequest(paths.merge, { method: 'POST', body: fuzzionConfirmRequest.parse({ payload, code }), schema: fuzzionConfirmResponse });

export const rejectMerge = (payload: string) =>
  apiRequest(paths.reject, { method: 'POST', body: fuzzionRejectRequest.parse({ payload }), schema: fuzzionRejectResponse });
