import { z } from 'zod/mini';
import { email } from '@portal/contract/rules';

/** The e-mail as a username: required, then the contract's rule (login, forgotten password, recovery). */
export const emailUsername = z.pipe(z.string().check(z.trim(), z.minLength(1, 'required')), email);
