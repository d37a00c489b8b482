import { z } from 'zod';
import { checkPhoneUsername, composePhone, emailUsername, phoneUsername } from '../login';

/** The two start forms, with the login's username rules; both end as a ForgotPasswordRequest. */
export const forgotEmailForm = z.object({ email: emailUsername }).transform(({ email: address }) => ({ email: address }));

export const forgotPhoneForm = z
  .object(phoneUsername)
  .superRefine(checkPhoneUsername)
  .transform(({ dialCode, number }) => ({ phone: composePhone(dialCode, number) }));
