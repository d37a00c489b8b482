import { z } from 'zod/mini';
import { text } from '@portal/contract/fields';
import { recoveryKeyInput } from '@portal/contract/recovery';
import { cardNumber, loginName, nationalRegisterNumber } from '@portal/contract/rules';
import { newPasswordForm } from '../password';

/** The forms of the recovery steps: the contract's rules, and the new password twice. */
export const identifyForm = z.object({ username: loginName });
export type IdentifyValues = z.input<typeof identifyForm>;

export const keyForm = z.intersection(z.object({ key: recoveryKeyInput }), newPasswordForm);
export type KeyValues = z.input<typeof keyForm>;

export const cardForm = z.intersection(z.object({ card_number: cardNumber, national_register_number: nationalRegisterNumber }), newPasswordForm);
export type CardValues = z.input<typeof cardForm>;

export const requestCodeForm = z.object({ request: text(200).check(z.trim(), z.minLength(1, 'required')) });
export type RequestCodeValues = z.input<typeof requestCodeForm>;
