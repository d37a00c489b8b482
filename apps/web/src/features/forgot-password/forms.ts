import { z } from 'zod/mini';
import { checkPhoneUsername, composePhone, emailUsername, phoneUsername } from '../login';

/** The two start forms, with the login's username rules; both end as a ForgotPasswordRequest. */
export const forgotEmailForm = z.pipe(
  z.object({ email: emailUsername }),
  z.transform(({ email: address }) => ({ email: address })),
);

export const forgotPhoneForm = z.pipe(
  z.object(phoneUsername).check(z.superRefine(checkPhoneUsername)),
  z.transform(({ dialCode, number }) => ({ phone: composePhone(dialCode, number) })),
);
