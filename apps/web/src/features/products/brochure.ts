import type { Locale } from '@portal/contract/variants';

/** Where the build writes each locale's brochure (apps/web/build/brochures.ts) and the page links to it. */
export const BROCHURE_DIR = 'brochures';

export function brochurePath(locale: Locale): string {
  return `/${BROCHURE_DIR}/products-${locale.replace('_', '-').toLowerCase()}.pdf`;
}
