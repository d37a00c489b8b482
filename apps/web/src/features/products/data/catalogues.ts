import type { Variant } from '@portal/contract/variants';
import { beCatalogue } from './be';
import { luCatalogue } from './lu';
import type { Catalogue } from './types';

export const catalogues: Record<Variant, Catalogue> = { be: beCatalogue, lu: luCatalogue };
