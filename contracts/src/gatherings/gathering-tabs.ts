// Apart from the event schemas: the route tree needs the tabs before any screen opens, and
// importing them from gathering.ts would build every event schema on the web app's first load.

/** The tabs of Event Management, each with a count. */
export const GATHERING_TABS = ['all', 'pending', 'approved', 'rejected', 'completed', 'drafts'] as const;
export type GatheringTab = (typeof GATHERING_TABS)[number];
export type GatheringTabCounts = Record<GatheringTab, number>;
