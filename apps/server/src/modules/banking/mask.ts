/**
 * The owner's view of an IBAN: country code, then bullets in groups of four, then the last four
 * characters (`BE•• •••• •••• 6769`). Enough to recognise one's account, useless to a session thief.
 */
export function maskIban(parts: { country: string; last4: string; length: number }): string {
  const hidden = Math.max(parts.length - 8, 0);
  const groups = Array.from({ length: Math.ceil(hidden / 4) }, (_, i) => '•'.repeat(Math.min(4, hidden - i * 4)));
  return [`${parts.country}••`, ...groups, parts.last4].join(' ');
}
