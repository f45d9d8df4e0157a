/** A city meeting the form would send: the required fields, plus any overrides. */
export const meetingBody = (cityId: number | null, overrides: Record<string, unknown> = {}) => ({
  title: `Meeting ${Math.random().toString(36).slice(2, 8)}`,
  meetingDate: '2025-03-01',
  cityId,
  ...overrides,
});

/** A karguzari report the full form would send for `cityId`. */
export const reportBody = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  title: `Report ${Math.random().toString(36).slice(2, 8)}`,
  reportDate: '2025-03-01',
  activities: 'Two study circles held; one new teacher trained.',
  cityId,
  ...overrides,
});
