import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@seerat/platform';
import type { Plugin } from 'esbuild';
import { isFresh } from '../source-freshness';
import type { ServiceName } from './service-process';

/** The packages whose code runs in the portal's processes: a change in any rebuilds them all. */
const PORTAL_PACKAGES = [
  'contracts',
  'domain',
  'eventstore',
  'platform',
  'access',
  'command-api',
  'read-api',
  'projector',
  'jobs',
  'demo-data',
  'portal',
];

/**
 * What runs in a process of its own: the Docker deployment's services, `npm start`'s projector
 * with the jobs, and the one-off step before the services.
 */
export type PortalProcess = ServiceName | 'jobs' | 'projector-and-jobs' | 'prepare-database';
const PROCESSES: PortalProcess[] = [
  'projector',
  'command-api',
  'read-api',
  'jobs',
  'projector-and-jobs',
  'prepare-database',
];

/**
 * The portal compiled ahead into `portal/dist`: the supervisor (`main.mjs`, what `npm start`
 * runs) and each process it starts (`services/<name>.mjs`), our packages compiled in and every
 * package from npm left to Node, so they run on plain Node: compiling TypeScript at run time (tsx)
 * cost each process some 55 MB and its start-up time. Built when missing or older than the
 * sources, like the web app, so a fresh clone needs no step of its own. Returns each process's file.
 */
export async function buildServicesIfStale(options: {
  repositoryRoot: string;
  logger: Logger;
}): Promise<Record<PortalProcess, string>> {
  const { repositoryRoot } = options;
  const distDir = path.join(repositoryRoot, 'portal', 'dist');
  const entries: Record<string, string> = {
    main: path.join(repositoryRoot, 'portal', 'src', 'main.ts'),
    ...Object.fromEntries(
      PROCESSES.map((name) => [
        `services/${name}`,
        path.join(repositoryRoot, 'portal', 'src', 'services', `${name}.ts`),
      ]),
    ),
  };
  const built = Object.fromEntries(
    PROCESSES.map((name) => [name, path.join(distDir, 'services', `${name}.mjs`)]),
  ) as Record<PortalProcess, string>;
  const sources = [
    ...PORTAL_PACKAGES.flatMap((name) => [
      path.join(repositoryRoot, name, 'src'),
      path.join(repositoryRoot, name, 'package.json'),
    ]),
    path.join(repositoryRoot, 'package-lock.json'),
  ];
  const outputs = [path.join(distDir, 'main.mjs'), ...Object.values(built)];
  if (await isFresh(outputs, sources)) return built;

  options.logger.info('compiling the portal (first start or changed sources)');
  // Loaded only to build: a portal started on fresh files never holds the compiler.
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      entryPoints: entries,
      outdir: distDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // Code only some runs need (EventStoreDB's client) stays in chunks loaded when first used.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      plugins: [npmPackagesStayExternal],
      write: false,
      logLevel: 'silent',
    });
    // Written beside and renamed over: portals starting together (the tests) never load half a file.
    await Promise.all(
      result.outputFiles.map(async (file) => {
        await mkdir(path.dirname(file.path), { recursive: true });
        const partial = `${file.path}.${process.pid}.tmp`;
        await writeFile(partial, file.contents);
        await rename(partial, file.path);
      }),
    );
    await removeChunksOtherThan(
      path.join(distDir, 'chunks'),
      result.outputFiles.map((file) => file.path),
    );
  } finally {
    // esbuild keeps a helper process of its own running until told to stop.
    await esbuild.stop();
  }
  return built;
}

/** Chunks are named by their content: those of earlier builds would pile up. */
async function removeChunksOtherThan(chunksDir: string, current: string[]): Promise<void> {
  const keep = new Set(current);
  const stale = (await readdir(chunksDir))
    .map((name) => path.join(chunksDir, name))
    .filter((file) => !keep.has(file) && !file.endsWith('.tmp'));
  await Promise.all(stale.map((file) => rm(file, { force: true })));
}

/** Our packages (`@seerat/…`, relative paths) are compiled in; every other import stays an import. */
const npmPackagesStayExternal: Plugin = {
  name: 'npm-packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@seerat/') ? undefined : { path: args.path, external: true },
    );
  },
};
