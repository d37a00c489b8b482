import { collectDefaultMetrics } from 'prom-client';

let collecting = false;

/**
 * Node's own figures (CPU, memory, heap, handles, GC, event-loop lag: nodejs_eventloop_lag_*),
 * once per process however many apps it builds (tests build dozens), and only when the metrics are
 * on: the lag monitor samples the event loop all along.
 */
export function collectProcessMetrics(): void {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics();
}
