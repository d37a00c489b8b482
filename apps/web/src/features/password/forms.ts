import { z } from 'zod';
import { text } from '@portal/contract/fields';
import { newPassword } from '@portal/contract/password';

/** The new password twice: the contract's policy, then "Passwords don't match!" under the confirmation. */
export const newPasswordForm = z
  .object({ password: newPassword, confirm: text(1024).min(1, 'password_required') })
  .refine((v) => v.password === v.confirm.normalize('NFKC'), { path: ['confirm'], message: 'password_mismatch' });

export const changePasswordForm = z
  .object({ current: text(1024).min(1, 'password_required'), password: newPassword, confirm: text(1024).min(1, 'password_required') })
  .refine((v) => v.password === v.confirm.normalize('NFKC'), { path: ['confirm'], message: 'password_mismatch' });

export type NewPasswordValues = z.input<typeof newPasswordForm>;
export type ChangePasswordValues = z.input<typeof changePasswordForm>;
