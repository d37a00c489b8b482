import { z } from 'zod/mini';
import { typedPassword } from '@portal/contract/fields';
import { confirmedIn, newPassword } from '@portal/contract/password';

/** The new password twice: the contract's policy, then "Passwords don't match!" under the confirmation. */
export const newPasswordForm = z.object({ password: newPassword, confirm: typedPassword }).check(confirmedIn('confirm'));

export const changePasswordForm = z.object({ current: typedPassword, password: newPassword, confirm: typedPassword }).check(confirmedIn('confirm'));

export type NewPasswordValues = z.input<typeof newPasswordForm>;
export type ChangePasswordValues = z.input<typeof changePasswordForm>;
