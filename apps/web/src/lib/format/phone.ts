import { formatPhone } from '@portal/contract/countries';

/**
 * Phone numbers as people read them, apart from useFormat: grouping needs libphonenumber-js's
 * metadata, which only the screens that show a phone number download.
 */
export { formatPhone };

/** A verification method's or contact's target: grouped when it is a phone number, as it is otherwise. */
export function formatTarget(kind: string, value: string): string {
  return kind === 'sms' || kind === 'phone' ? formatPhone(value) : value;
}
