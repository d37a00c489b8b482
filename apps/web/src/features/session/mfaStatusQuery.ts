import { queryOptions } from '@tanstack/react-query';
import { getMfaStatus } from './api/getMfaStatus';

/**
 * Whether this session holds a fresh second factor (sudo) and owes an MFA set-up: a fact of the
 * session, which the guard, the sign-in's end and the MFA screens read.
 */
export const mfaStatusQuery = queryOptions({ queryKey: ['mfa-status'], queryFn: getMfaStatus, staleTime: 0 });
