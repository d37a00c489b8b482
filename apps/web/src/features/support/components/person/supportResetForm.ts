import type { FieldErrors, Resolver } from 'react-hook-form';
import { supportResetRequest, type SupportResetRequest } from '@portal/contract/support-person';

/** The support reset form as typed: the check, its numbers or document, the contact (`email:3`), the reason. */
export interface SupportResetValues {
  check: 'card_and_national_register_number' | 'document';
  card_number: string;
  national_register_number: string;
  document: 'id_card' | 'passport' | 'residence_permit';
  send_to: string;
  reason: string;
}

function toRequest(values: SupportResetValues): unknown {
  const [kind, id] = values.send_to.split(':');
  return {
    identity:
      values.check === 'document'
        ? { check: 'document', document: values.document }
        : { check: values.check, card_number: values.card_number, national_register_number: values.national_register_number },
    send_to: { kind, id: Number(id) },
    reason: values.reason,
  };
}

/** Where an issue of the request's schema goes in the form: `identity.card_number` is the card field. */
const fieldOf = (path: readonly PropertyKey[]): keyof SupportResetValues => {
  const last = String(path[path.length - 1] ?? '');
  if (path[0] === 'send_to') return 'send_to';
  return (['card_number', 'national_register_number', 'document', 'reason'] as const).find((name) => name === last) ?? 'check';
};

/** The contract's request schema checks the form: its field codes are the messages under the inputs. */
export const supportResetResolver: Resolver<SupportResetValues, unknown, SupportResetRequest> = (values) => {
  const parsed = supportResetRequest.safeParse(toRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SupportResetValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
