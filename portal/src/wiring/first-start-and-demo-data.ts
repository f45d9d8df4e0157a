import { addDemoData } from '../demo-data';
import { type FirstStartDeps, recordFirstStart } from './first-start';

/**
 * What the portal records before it serves, under `npm start` (in its preparing process) and in
 * `startPortal` alike: the first start's records, then the demo organisation `DEMO_DATA` asks for.
 * The Docker services record only the first start: demo data is `npm start`'s, and its generator
 * stays out of their memory.
 */
export async function recordFirstStartAndDemoData(deps: FirstStartDeps): Promise<void> {
  await recordFirstStart(deps);
  const { config, ...rest } = deps;
  if (config.DEMO_DATA) await addDemoData({ ...rest, scale: config.DEMO_DATA });
}
