import { z } from 'zod/mini';
import { usernameLookupKinds, type ForgotUsernameRequest, type UsernameLookupKind } from '@portal/contract/forgot-username';
import { cardNumber, nationalRegisterNumber } from '@portal/contract/rules';

const rules: Record<UsernameLookupKind, z.ZodMiniType<string, string>> = {
  card_number: cardNumber,
  national_register_number: nationalRegisterNumber,
};

/**
 * The forgotten-username form: which number the person knows, and the number, checked with the
 * contract's rule for that kind (its field code becomes the message under the input). The result
 * is the request body without the captcha.
 */
export const forgotUsernameForm = z.pipe(
  z.object({
    kind: z.enum(usernameLookupKinds),
    number: z.string(),
  }),
  z.transform(({ kind, number }: { kind: UsernameLookupKind; number: string }, ctx) => {
    const typed = number.trim();
    const parsed = rules[kind].safeParse(typed);
    if (typed.length === 0 || !parsed.success) {
      const message = typed.length === 0 ? 'required' : (parsed.error?.issues[0]?.message ?? 'invalid');
      ctx.issues.push({ code: 'custom', path: ['number'], message, input: number });
      return z.NEVER;
    }
    return { [kind]: parsed.data } as Omit<ForgotUsernameRequest, 'captcha'>;
  }),
);

export type ForgotUsernameValues = z.input<typeof forgotUsernameForm>;
