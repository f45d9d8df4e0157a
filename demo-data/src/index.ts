/**
 * A realistic demo organisation with years of history, written through the command use cases:
 * `DEMO_DATA=small|national npm start`, `npm run seed:demo`, and the benchmarks' data sets.
 */
export { DEFAULT_HISTORY_ENDS, DEMO_SCALES, type DemoScaleName, isDemoScaleName } from './scales';
export { DemoDataRefusedError, type SeedSummary, seedDemoData } from './seed-demo-data';
export { DEMO_PASSWORD } from './timeline-items';
