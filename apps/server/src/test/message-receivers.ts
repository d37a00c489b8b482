import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The receiver's check, as docs/operations.md shows it: HMAC-SHA256 over `${timestamp}.${body}`, in constant time, 5 minutes' tolerance. */
export function verifiesSignature(secret: string, request: ReceivedSms): boolean {
  const timestamp = request.headers['x-portal-timestamp'];
  const signature = request.headers['x-portal-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One POST the SMS webhook received: its headers and the exact body bytes (what the signature covers). */
export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  body: string;
  json: { to: string; text: string };
}

/** How the webhook answers the nth request (from 1): a status, or 'hang' (no answer until released). */
export type SmsAnswering = (nth: number, request: ReceivedSms) => number | 'hang';

/** The SMS provider's webhook as a plain HTTP server on 127.0.0.1: it keeps what it received. */
export async function startSmsReceiver() {
  const received: ReceivedSms[] = [];
  const hanging = new Set<ServerResponse>();
  let answering: SmsAnswering = () => 204;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const sms: ReceivedSms = { headers: request.headers, body, json: JSON.parse(body) as ReceivedSms['json'] };
      received.push(sms);
      const answer = answering(received.length, sms);
      if (answer === 'hang') hanging.add(response);
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    answer(how: SmsAnswering) {
      answering = how;
    },
    /** The requests carrying this message id (X-Portal-Message-Id). */
    of: (messageId: string) => received.filter((r) => r.headers['x-portal-message-id'] === messageId),
    /** Waits until `count` requests went to `to`, at most `ms`; answers them. */
    async waitFor(to: string, count: number, ms = 5000) {
      const until = Date.now() + ms;
      const to_ = () => received.filter((r) => r.json.to === to);
      while (to_().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      return to_();
    },
    releaseHung() {
      for (const response of hanging) if (!response.writableEnded) response.writeHead(204).end();
      hanging.clear();
    },
    async close() {
      this.releaseHung();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmsReceiver = Awaited<ReturnType<typeof startSmsReceiver>>;

/** One e-mail the SMTP server accepted: its envelope recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /**
   * What follows the header block, quoted-printable soft breaks joined: where a test looks for a
   * code. Not the raw message, whose Message-ID (a UUID) starts with 8 digits in about 2% of mails.
   */
  body: string;
  header(name: string): string | undefined;
}

/**
 * An SMTP server on 127.0.0.1 (smtp-server), without TLS or authentication, that keeps what it
 * accepts. `refuse(true)` makes it answer every message 451 (a provider's outage) until `refuse(false)`.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          refused++;
          return callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: raw.slice(split + 4).replace(/=\r\n/g, ''),
          header: (name) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages answered 451 while refusing. */
    refused: () => refused,
    refuse(on: boolean) {
      refusing = on;
    },
    /** Waits until `count` e-mails went to `to`, at most `ms`; answers them. */
    async waitFor(to: string, count: number, ms = 5000) {
      const until = Date.now() + ms;
      const to_ = () => received.filter((m) => m.to.includes(to));
      while (to_().length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      return to_();
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
