import { createHmac } from 'node:crypto';
import type { Transport } from './transport';

/**
 * The signature of a webhook request: HMAC-SHA256 keyed with SMS_WEBHOOK_SECRET over
 * `${timestamp}.${body}` (the exact bytes posted), as `v1=<hex>`. The receiver computes the same
 * and compares (docs/operations.md, "Verifying the SMS webhook's signature").
 */
function smsWebhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Text messages go to an HTTP webhook (the SMS provider's or a relay) as a signed POST {to, text}.
 * Any answer but 2xx (a redirect too), and no answer within the timeout, is a failed attempt.
 */
export function smsWebhookTransport(url: string, secret: string): Transport {
  return {
    async send({ to, text }, messageId, timeoutMs) {
      const body = JSON.stringify({ to, text });
      // Wall-clock time, not the services' clock: the receiver compares it with its own.
      const timestamp = Math.floor(Date.now() / 1000);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          // The signed request goes to the configured address only: a redirect is a failed attempt.
          redirect: 'manual',
          headers: {
            'content-type': 'application/json',
            'x-portal-timestamp': String(timestamp),
            'x-portal-signature': smsWebhookSignature(secret, timestamp, body),
            'x-portal-message-id': messageId,
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(describeFetchError(error, timeoutMs));
      }
      await response.body?.cancel().catch(() => undefined);
      // The URL may carry a credential, so the error names the status only.
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
    close() {},
  };
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `SMS webhook: no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return `SMS webhook: ${cause?.code ?? 'no answer'}`;
}
