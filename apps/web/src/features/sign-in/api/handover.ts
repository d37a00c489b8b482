import { tokenResponse, type TokenResponse } from '@portal/contract/auth';
import { handoverPreviewResponse, type HandoverPreview } from '@portal/contract/handover';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/handover/preview: whose account a hand-over token opens; the token stays unused. */
export function previewHandover(handover: string): Promise<HandoverPreview> {
  return apiRequest(API.tokenHandoverPreview, { method: 'POST', body: { handover }, schema: handoverPreviewResponse });
}

/** POST /api/token/adopt: uses the hand-over token once; the answer sets this browser's login cookie. */
export function adoptHandover(handover: string): Promise<TokenResponse> {
  return apiRequest(API.tokenAdopt, { method: 'POST', body: { handover }, schema: tokenResponse });
}
