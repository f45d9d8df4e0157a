/** The Data Profiling tabs, in order; the address names the open one (`/profiling?tab=zones`). */
export const PROFILING_TABS = ['cities', 'zones', 'add'] as const;
export type ProfilingTab = (typeof PROFILING_TABS)[number];
