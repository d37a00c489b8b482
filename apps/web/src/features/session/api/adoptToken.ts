import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/token/adopt: turns a bearer token handed over by the origin app into the login cookie. */
export function adoptToken(token: string): Promise<undefined> {
  return apiRequest(API.tokenAdopt, { method: 'POST', bearer: token });
}
