import type { Delivery } from './delivery';

const TIMEOUT_MS = 10_000;

/** Text messages go to an HTTP webhook (the SMS provider's or a relay) as POST {to, text}. */
export function smsWebhookDelivery(url: string): Delivery {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The URL may carry a credential, so the error names the status only.
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
    async close() {},
  };
}
