import { API } from '@portal/contract/http';
import { authorisationsResponse, type Authorisations } from '@portal/contract/oauth';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/tokens: the partner apps authorised to the account, keyed by client id. */
export function getAuthorisations(): Promise<Authorisations> {
  return apiRequest(API.tokens, { schema: authorisationsResponse });
}
