import type { Variant } from '@portal/contract/variants';
import bannerBe from '../../assets/banner-be.svg';
import bannerLu from '../../assets/banner-lu.svg';
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
  be: { logo: logoBe, logoSize: { width: 200, height: 40 }, voucherTile: voucherTileBe, loginBanner: bannerBe, loginBannerSize: { width: 160, height: 112 } },
  lu: { logo: logoLu, logoSize: { width: 200, height: 44 }, voucherTile: voucherTileLu, loginBanner: bannerLu, loginBannerSize: { width: 160, height: 112 } },
} satisfies Record<Variant, Record<string, string | { width: number; height: number }>>;

export const variantAssets = assetsByVariant[config.variant];

/**
 * The brand colours (tokens.css keys them on data-variant) follow the variant. The favicon's
 * addresses in index.html answer the host's own (the server's modules/site/favicons.ts).
 */
export function applyVariant(): void {
  document.documentElement.dataset.variant = config.variant;
}
