import { z } from 'zod/mini';
import { loginRequest } from '@portal/contract/auth';
import { cardNumber } from '@portal/contract/rules';

/** The two proofs of owning the other account: its card, or its password on the other platform. */
export const cardProofForm = z.object({ card_number: cardNumber });
export const passwordProofForm = z.object({ password: loginRequest.shape.password });
export type CardProofValues = z.infer<typeof cardProofForm>;
export type PasswordProofValues = z.infer<typeof passwordProofForm>;
