import { z } from 'zod/mini';
import { supportReason } from '@portal/contract/support';
import type { EmptyField } from '../../lib/i18n/locales/empty-fields/en';
import type { PersonSearchKind } from '@portal/contract/support';

/** The reason every desk action asks for: the contract's rule (`required`, `reason_too_short`). */
export const reasonForm = z.object({ reason: supportReason });
export type ReasonValues = z.input<typeof reasonForm>;

/** What an empty search value says, by kind (`emptyField.<field>`). */
export const emptyValueField: Record<PersonSearchKind, EmptyField> = {
  email: 'email',
  phone: 'phone',
  card: 'card',
  national_register_number: 'nationalRegisterNumber',
};

/** Lines of a text area, trimmed, blank ones dropped: the URIs of a partner app. */
export const lines = (value: string): string[] =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
