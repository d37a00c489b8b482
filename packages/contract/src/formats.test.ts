import { describe, expect, it } from 'vitest';
import { formatPhone } from './countries';
import { formatCalendarDay, formatDate, formatDateTime } from './formats';

const at = '2026-03-12T08:05:00Z';
const zone = 'Europe/Brussels';

describe('one way to write a date per locale', () => {
  it.each([
    ['nl', '12 mrt 2026, 09:05', '17 mei 1990'],
    ['fr', '12 mars 2026, 09:05', '17 mai 1990'],
    ['fr_LU', '12 mars 2026, 09:05', '17 mai 1990'],
    ['en', '12 Mar 2026, 09:05', '17 May 1990'],
    ['en_LU', '12 Mar 2026, 09:05', '17 May 1990'],
    ['de_LU', '12. März 2026, 09:05', '17. Mai 1990'],
  ] as const)('%s: day, short month, year, then 24-hour time', (locale, dateTime, birthday) => {
    expect(formatDateTime(at, locale, zone)).toBe(dateTime);
    expect(formatDate(at, locale, zone)).toBe(dateTime.split(',')[0]);
    expect(formatCalendarDay('1990-05-17', locale)).toBe(birthday);
  });

  it('writes the afternoon on 24 hours in English too', () => {
    expect(formatDateTime('2026-11-21T13:05:00Z', 'en_LU', zone)).toBe('21 Nov 2026, 14:05');
  });

  it('keeps a birth date on its day in any time zone', () => {
    expect(formatCalendarDay('1990-01-01', 'nl')).toBe('1 jan 1990');
  });
});

describe('one way to write a phone number', () => {
  it('groups Belgian, Luxembourg and other numbers in international format', () => {
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhone('+352621123456')).toBe('+352 621 123 456');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('leaves a masked or unparsable value as it is', () => {
    expect(formatPhone('+32 *** *** 456')).toBe('+32 *** *** 456');
    expect(formatPhone('someone@example.com')).toBe('someone@example.com');
  });
});
