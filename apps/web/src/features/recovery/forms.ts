import { z } from 'zod';
import { text } from '@portal/contract/fields';
import { recoveryKeyInput } from '@portal/contract/recovery';
import { cardNumber, nationalRegisterNumber } from '@portal/contract/rules';
import { newPasswordForm } from '../password';

/** The forms of the recovery steps: the contract's rules, and the new password twice. */
export const identifyForm = z.object({ username: text(254).trim().min(1, 'required') });
export type IdentifyValues = z.input<typeof identifyForm>;

export const keyForm = z.object({ key: recoveryKeyInput }).and(newPasswordForm);
export type KeyValues = z.input<typeof keyForm>;

export const cardForm = z.object({ card_number: cardNumber, national_register_number: nationalRegisterNumber }).and(newPasswordForm);
export type CardValues = z.input<typeof cardForm>;

export const requestCodeForm = z.object({ request: text(200).trim().min(1, 'required') });
export type RequestCodeValues = z.input<typeof requestCodeForm>;
