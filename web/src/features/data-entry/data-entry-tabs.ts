/** The Data Entry tabs, in order; the address names the open one (`/data-entry?tab=zone`). */
export const DATA_ENTRY_TABS = ['city', 'zone', 'seerat-model', 'book'] as const;
export type DataEntryTab = (typeof DATA_ENTRY_TABS)[number];
