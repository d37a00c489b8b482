import { API } from '@portal/contract/http';
import { userResponse, type User } from '@portal/contract/user';
import { apiRequest } from '../../../lib/api/client';
import { errorAction } from '../../../lib/api/error-actions';

/** GET /api/user: the profile, or null when there is no session (that answer decides signed-in). */
export async function getUser(): Promise<User | null> {
  try {
    return (await apiRequest(API.user, { schema: userResponse })).data;
  } catch (error) {
    if (errorAction(error).kind === 'signIn') return null;
    throw error;
  }
}
