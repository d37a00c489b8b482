import { type NavigateFunction } from 'react-router';
import { duplicatedPath } from '../../lib/routes/paths';
import { mergeOffer } from './flowState';

export interface MergeOffer {
  payload: string;
  /** The e-mail address or number that another account also uses, when the flow knows it. */
  target?: string | null;
  method?: 'email' | 'phone' | null;
  /** Where "ignore for now" continues: the remembered target. */
  redirect?: string | null;
}

/**
 * An added address or an MFA activation answered `fuzzion: true`: keep the payload in session
 * storage (specification section 4) and open the merge offer.
 */
export function offerMerge(navigate: NavigateFunction, { payload, ...query }: MergeOffer): Promise<void> | void {
  mergeOffer.save(payload);
  return navigate(duplicatedPath(query), { replace: true });
}
