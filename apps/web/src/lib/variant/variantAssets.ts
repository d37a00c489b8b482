import type { Variant } from '@portal/contract/variants';
import bannerBe from '../../assets/banner-be.svg';
import bannerLu from '../../assets/banner-lu.svg';
import faviconBe from '../../assets/favicon-be.svg';
import faviconLu from '../../assets/favicon-lu.svg';
import logoBe from '../../assets/logo-be.svg';
import logoLu from '../../assets/logo-lu.svg';
import voucherTileBe from '../../assets/tile-voucher-be.svg';
import voucherTileLu from '../../assets/tile-voucher-lu.svg';
import { config } from '../../config/runtime';

/**
 * What differs in look between the Belgian and the Luxembourg portal (besides the brand colours).
 * The images' own sizes go on their <img> (width/height): the page keeps their room before the
 * image is decoded, so nothing shifts when it appears, on a drawn page or the app's.
 */
const assetsByVariant = {
  be: { logo: logoBe, logoSize: { width: 200, height: 40 }, favicon: faviconBe, voucherTile: voucherTileBe, loginBanner: bannerBe, loginBannerSize: { width: 160, height: 112 } },
  lu: { logo: logoLu, logoSize: { width: 200, height: 44 }, favicon: faviconLu, voucherTile: voucherTileLu, loginBanner: bannerLu, loginBannerSize: { width: 160, height: 112 } },
} satisfies Record<Variant, Record<string, string | { width: number; height: number }>>;

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
