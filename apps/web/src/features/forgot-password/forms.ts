import { z } from 'zod/mini';
import { emailUsername } from '../../lib/username/email';
import { composePhone } from '../../lib/username/phone';
import { checkPhoneUsername, phoneUsername } from '../../lib/username/phoneUsername';

/** The two start forms, with the login's username rules; both end as a ForgotPasswordRequest. */
export const forgotEmailForm = z.pipe(
  z.object({ email: emailUsername }),
  z.transform(({ email: address }) => ({ email: address })),
);

export const forgotPhoneForm = z.pipe(
  z.object(phoneUsername).check(z.superRefine(checkPhoneUsername)),
  z.transform(({ dialCode, number }) => ({ phone: composePhone(dialCode, number) })),
);
