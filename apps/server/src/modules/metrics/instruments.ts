import { Counter } from 'prom-client';

/**
 * The application's own instruments, on prom-client's default registry (one per process; with
 * `--workers N` the primary adds every process's up). Defined once here so that every feature
 * counts through the same names; the metrics listener and the HTTP and database instruments
 * live beside this file.
 */

/** E-mails and text messages handed to the provider (`sent`), refused or unanswered (`failed`, retried), or dropped (`expired`: a code past its validity, `given_up`). */
export const messagesDelivered = new Counter({
  name: 'portal_messages_total',
  help: 'E-mails and text messages by channel and outcome of each delivery attempt',
  labelNames: ['channel', 'outcome'] as const,
});
