/// <reference types="node" />
import PDFDocument from 'pdfkit';
import type { Plugin } from 'vite';
import { localesByVariant, variants, type Locale, type Variant } from '@portal/contract/variants';
import { catalogues } from '../src/features/products/data/catalogues';
import { describeProduct } from '../src/features/products/describe';
import { figureFormat } from '../src/features/products/format';
import { brochurePath } from '../src/features/products/brochure';
import { dePublic } from '../src/lib/i18n/locales/public/de_LU';
import { enPublic, type PublicTexts } from '../src/lib/i18n/locales/public/en';
import { frPublic } from '../src/lib/i18n/locales/public/fr';
import { nlPublic } from '../src/lib/i18n/locales/public/nl';

const textsByLanguage: Record<string, PublicTexts> = { en: enPublic, nl: nlPublic, fr: frPublic, de: dePublic };

/**
 * The built-in PDF fonts speak WinAnsi only: Intl's (narrow) no-break spaces would print as
 * garbage, so they become plain spaces.
 */
const printable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * One locale's brochure: every product the variant offers, with the same figures and sentences as
 * its product card. Uncompressed, so that the figures can be checked in the raw file.
 */
export function renderBrochure(variant: Variant, locale: Locale): Promise<Buffer> {
  const texts = (textsByLanguage[locale.slice(0, 2)] ?? enPublic).products;
  const catalogue = catalogues[variant];
  const format = figureFormat(locale, catalogue.currency);
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, lang: locale.replace('_', '-'), info: { Title: texts.pdf.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(22).text(printable(texts.pdf.title));
  doc.moveDown(0.5).font('Helvetica').fontSize(11).fillColor('#52606d').text(printable(texts.intro));
  for (const product of catalogue.products.filter((p) => p.active)) {
    const sheet = describeProduct(product, texts, format);
    doc.moveDown(1.2).fillColor('#17212b').font('Helvetica-Bold').fontSize(15).text(printable(sheet.name));
    doc.moveDown(0.2).font('Helvetica').fontSize(11).text(printable(sheet.summary));
    const line = (label: string, value: string) => doc.text(printable(texts.pdf.fact.replace('{{label}}', label).replace('{{value}}', value)));
    doc.moveDown(0.4);
    for (const fact of sheet.facts) line(fact.label, fact.value);
    doc.moveDown(0.4);
    line(texts.fiscal.title, sheet.fiscal);
    line(texts.social.title, sheet.social);
  }
  doc.moveDown(2).fontSize(9).fillColor('#52606d').text(printable(texts.pdf.footer));
  doc.end();
  return done;
}

const brochures = variants.flatMap((variant) => localesByVariant[variant].map((locale) => ({ variant, locale: locale as Locale })));

/**
 * Writes the brochures into the build (dist/brochures/products-<locale>.pdf) and serves them from
 * the dev server, so the download link works in both.
 */
export function brochuresPlugin(): Plugin {
  return {
    name: 'portal-brochures',
    async generateBundle() {
      for (const { variant, locale } of brochures) {
        this.emitFile({ type: 'asset', fileName: brochurePath(locale).slice(1), source: await renderBrochure(variant, locale) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const brochure = brochures.find(({ locale }) => brochurePath(locale) === request.url?.split('?')[0]);
        if (!brochure) return next();
        void renderBrochure(brochure.variant, brochure.locale).then((pdf) => {
          response.setHeader('content-type', 'application/pdf');
          response.end(pdf);
        }, next);
      });
    },
  };
}
