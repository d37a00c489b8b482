import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Gauge, Registry, register } from 'prom-client';
import type { Exposition } from './listener';

/**
 * With `--workers N` the primary listens on METRICS_PORT and each scrape asks every server process
 * for its figures over the cluster's channel, then adds them up (AggregatorRegistry.aggregate:
 * counters and histograms summed, gauges by their own rule). Our own messages rather than
 * AggregatorRegistry.clusterMetrics(), which asks every connected process and fails the whole
 * scrape after 5 s when one does not answer: one that is still starting, stuck or just ended
 * would blank every figure exactly when they matter. Here only the processes that serve are
 * asked, and a scrape answers what came back within ANSWER_TIMEOUT_MS, with
 * portal_cluster_workers telling how many did not.
 */
const REQUEST = 'portal:metrics-request';
const ANSWER = 'portal:metrics-answer';
const ANSWER_TIMEOUT_MS = 3_000;

/** One process's figures, as its registry gives them for aggregation. */
type Figures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
type Request = { type: typeof REQUEST; id: number };
type Answer = { type: typeof ANSWER; id: number; metrics: Figures } | { type: typeof ANSWER; id: number; error: string };

const isRequest = (message: unknown): message is Request => (message as Request | null)?.type === REQUEST;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/** In a server process: answers the primary's requests with this process's figures. */
export function answerPrimaryScrapes(): void {
  process.on('message', (message: unknown) => {
    if (!isRequest(message)) return;
    register.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: ANSWER, id: message.id, metrics } satisfies Answer),
      (error: unknown) => process.send?.({ type: ANSWER, id: message.id, error: String(error) } satisfies Answer),
    );
  });
}

/**
 * In the primary, before it forks: follows which processes serve (from 'listening' to 'exit') and
 * answers each scrape with their figures added up.
 */
export function aggregateWorkerScrapes(): () => Promise<Exposition> {
  const serving = new Set<Worker>();
  const lastAnswers = new Map<Worker, Figures>();
  // A promise so that processes ending together are each added once, in turn.
  let retired: Promise<Figures> = Promise.resolve([]);
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker) => {
    serving.delete(worker);
    const last = lastAnswers.get(worker);
    lastAnswers.delete(worker);
    if (last) retired = retired.then((counts) => keepCounts(counts, last));
  });

  const own = new Registry();
  const workers = new Gauge({ name: 'portal_cluster_workers', help: 'Server processes at the last scrape: answered, or silent (serving but no answer in time)', labelNames: ['state'] as const, registers: [own] });

  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  cluster.on('message', (_worker, message: unknown) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message);
  });

  const ask = (worker: Worker): Promise<Figures | null> =>
    new Promise((resolve) => {
      const id = nextId++;
      const done = (metrics: Figures | null) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (metrics) lastAnswers.set(worker, metrics);
        resolve(metrics);
      };
      const timer = setTimeout(() => done(null), ANSWER_TIMEOUT_MS);
      waiting.set(id, (answer) => done('metrics' in answer ? answer.metrics : null));
      try {
        worker.send({ type: REQUEST, id } satisfies Request);
      } catch {
        done(null);
      }
    });

  return async () => {
    const asked = [...serving].filter((worker) => worker.isConnected());
    const answers = await Promise.all(asked.map(ask));
    const figures = answers.filter((metrics): metrics is Figures => metrics !== null);
    workers.set({ state: 'answered' }, figures.length);
    workers.set({ state: 'silent' }, asked.length - figures.length);
    const merged = Registry.merge([AggregatorRegistry.aggregate([await retired, ...figures]), own]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  };
}

/**
 * The counts of processes that ended, added to every later scrape: without them a replaced
 * process would take its counts out of the sum, and Prometheus reads a counter that goes down as
 * a reset to zero (rate() would then jump by everything the other processes ever counted). Only
 * counters and histograms: a gauge of a process that is gone means nothing. What an ended process
 * counted after its last scrape is lost.
 */
async function keepCounts(retired: Figures, last: Figures): Promise<Figures> {
  const counts = last.filter((metric) => ['counter', 'histogram'].includes(String(metric.type)));
  return AggregatorRegistry.aggregate([retired, counts]).getMetricsAsJSON();
}
