import { createLogger } from '@seerat/platform';
import { prepareDataSet } from './benchmarks/data-set';
import { openBenchServer } from './benchmarks/databases';

const logger = createLogger({ level: 'info', name: 'prepare' });
const server = await openBenchServer('postgres://postgres@127.0.0.1:5432/postgres');
const started = Date.now();
const dataSet = await prepareDataSet({ server, scale: 'national', logger });
logger.info(
  { summary: { ...dataSet.summary, accounts: undefined }, seconds: (Date.now() - started) / 1000 },
  'prepared',
);
await server.close();
