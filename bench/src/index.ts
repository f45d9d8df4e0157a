export { DEMO_SCALES, type DemoScaleName, isDemoScaleName } from './generator/scales';
export { DemoDataRefusedError, type SeedSummary, seedDemoData } from './generator/seed-demo-data';
