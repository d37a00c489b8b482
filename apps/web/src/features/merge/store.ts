import { session, sessionKeys } from '../../lib/storage';

/**
 * The merge offer's payload (specification section 3: session key fuzzion_payload). While it is
 * there the guard lets /duplicated and /fuzzion-success open; dropping it ends the offer.
 */
export const readMergePayload = (): string | null => session.get(sessionKeys.fuzzionPayload);
export const saveMergePayload = (payload: string) => session.set(sessionKeys.fuzzionPayload, payload);
export const forgetMergePayload = () => session.remove(sessionKeys.fuzzionPayload);
