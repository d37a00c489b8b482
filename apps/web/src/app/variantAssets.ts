import type { Variant } from '@portal/contract/variants';
import bannerBe from '../assets/banner-be.svg';
import bannerLu from '../assets/banner-lu.svg';
import faviconBe from '../assets/favicon-be.svg';
import faviconLu from '../assets/favicon-lu.svg';
import logoBe from '../assets/logo-be.svg';
import logoLu from '../assets/logo-lu.svg';
import voucherTileBe from '../assets/tile-voucher-be.svg';
import voucherTileLu from '../assets/tile-voucher-lu.svg';
import { config } from '../config/runtime';

/** What differs in look between the Belgian and the Luxembourg portal (besides the brand colours). */
const assetsByVariant = {
  be: { logo: logoBe, favicon: faviconBe, voucherTile: voucherTileBe, loginBanner: bannerBe },
  lu: { logo: logoLu, favicon: faviconLu, voucherTile: voucherTileLu, loginBanner: bannerLu },
} satisfies Record<Variant, Record<string, string>>;

export const variantAssets = assetsByVariant[config.variant];

/** The brand colours (tokens.css keys them on data-variant) and the favicon follow the variant. */
export function applyVariant(): void {
  document.documentElement.dataset.variant = config.variant;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = variantAssets.favicon;
}
