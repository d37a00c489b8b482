/** The country of an IBAN in the page's language (`BE` → Belgium, Belgique, België), from the browser's own data. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
