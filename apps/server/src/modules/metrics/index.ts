/** The metrics module as the rest of the server uses it. */
export { backchannelLogouts, messagesDelivered, signIns, stepUps } from './instruments';
export { instrumentApp } from './app-metrics';
export { countingVerdicts } from './limiter';
export { timeQuery } from './database';
export { countProviderEvents } from './oidc';
export { listenForMetrics, processMetrics, type MetricsListener } from './listener';
export { aggregateWorkerScrapes, answerPrimaryScrapes } from './cluster';
