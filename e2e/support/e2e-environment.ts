/**
 * What the e2e global setup hands every browser test file: where Chromium and the built web app
 * are and the run's id, or why the browser tests cannot run on this machine.
 */
export type E2eEnvironment = ReadyE2eEnvironment | { skipReason: string };
export type ReadyE2eEnvironment = {
  chromiumPath: string;
  webDistDir: string;
  /** Names this run's demo organisation template (`startDemoPortal`), apart from other runs'. */
  runId: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    e2eEnvironment: E2eEnvironment;
  }
}
