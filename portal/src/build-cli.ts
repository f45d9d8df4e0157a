import path from 'node:path';
import { createLogger, loadConfig } from '@seerat/platform';
import { buildServicesIfStale } from './supervisor/service-build';

/**
 * `npm start`'s first step: compiles the portal ahead when its sources changed, so that the
 * supervisor and its services then run on plain Node (see service-build.ts).
 */
const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'portal' });
await buildServicesIfStale({ repositoryRoot: path.resolve(import.meta.dirname, '../..'), logger });
