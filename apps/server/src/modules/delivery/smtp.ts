import nodemailer from 'nodemailer';
import type { Transport } from './transport';

/**
 * Bounds of one SMTP conversation (nodemailer's defaults wait minutes): an attempt that overruns
 * is a failure the queue retries, well within its lease.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** E-mail by SMTP (nodemailer), one connection per message. */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: CONNECTION_TIMEOUT_MS, greetingTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'account-portal.invalid';
  return {
    async send({ to, subject, text, html }, messageId, timeoutMs) {
      const options = { from, to, subject, text, html, messageId: `<${messageId}@${domain}>`, signal: AbortSignal.timeout(timeoutMs) };
      try {
        await transport.sendMail(options);
      } catch (error) {
        throw new Error(describeSmtpError(error, timeoutMs));
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * nodemailer's code and the server's reply code (`SMTP EENVELOPE 550`), and the system's error
 * (`ECONNREFUSED`) when there is one: never its message, which may quote the recipient.
 */
function describeSmtpError(error: unknown, timeoutMs: number): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown; name?: unknown };
  if (e.name === 'AbortError' || e.code === 'EABORT') return `SMTP: no answer within ${timeoutMs} ms`;
  const system = typeof e.message === 'string' ? /\b(E[A-Z]{4,})\b/.exec(e.message)?.[1] : undefined;
  return ['SMTP', e.code, e.responseCode, system !== e.code ? system : undefined].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');
}
