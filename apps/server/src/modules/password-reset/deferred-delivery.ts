import type { Delivery, OutgoingMessage } from '../delivery';

/**
 * A delivery that only collects: the request does the same awaited work whether a message will go
 * out (an account exists) or not, and the real sending starts after the answer is decided.
 */
export function deferredDelivery(): { delivery: Delivery; messages: OutgoingMessage[] } {
  const messages: OutgoingMessage[] = [];
  return {
    messages,
    delivery: {
      send: async (message) => {
        messages.push(message);
      },
      close: async () => {},
    },
  };
}
