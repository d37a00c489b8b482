import { API } from '@portal/contract/http';
import { userResponse, type User } from '@portal/contract/user';
import { apiRequest } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/ApiError';

/** GET /api/user: the profile, or null when there is no session (that answer decides signed-in). */
export async function getUser(): Promise<User | null> {
  try {
    return (await apiRequest(API.user, { schema: userResponse })).data;
  } catch (error) {
    if (isApiError(error, 'auth.unauthenticated') || (isApiError(error) && error.status === 401)) return null;
    throw error;
  }
}
