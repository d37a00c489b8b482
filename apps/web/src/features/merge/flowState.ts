import { session, sessionKeys } from '../../lib/storage';

/**
 * The merge offer's payload (specification section 3: session key fuzzion_payload). While it is
 * there the guard lets /duplicated and /fuzzion-success open; dropping it ends the offer.
 */
export const mergeOffer = {
  read: (): string | null => session.get(sessionKeys.fuzzionPayload),
  isOpen: (): boolean => !!session.get(sessionKeys.fuzzionPayload),
  save: (payload: string): void => session.set(sessionKeys.fuzzionPayload, payload),
  forget: (): void => session.remove(sessionKeys.fuzzionPayload),
};
