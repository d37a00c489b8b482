import { act, renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../i18n/i18n';
import { useFormat } from './useFormat';

// Noon UTC is the same day in every European time zone the tests may run in.
const noon = '2026-03-12T12:00:00Z';

afterAll(() => changeLocale('en'));

describe('useFormat', () => {
  it.each([
    ['nl', '12 mrt 2026', '17 mei 1990'],
    ['fr', '12 mars 2026', '17 mai 1990'],
    ['en', '12 Mar 2026', '17 May 1990'],
  ] as const)('writes dates the %s way, and follows a language switch', async (locale, day, birthday) => {
    const { result } = renderHook(() => useFormat());
    await act(() => changeLocale(locale));
    expect(i18n.language).toBe(locale);
    expect(result.current.date(noon)).toBe(day);
    expect(result.current.dateTime(noon)).toMatch(new RegExp(`^${day}, \\d{2}:00$`));
    expect(result.current.calendarDay('1990-05-17')).toBe(birthday);
  });
});
