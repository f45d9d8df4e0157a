/** A qabail the form would send for `cityId`: the required fields, plus any overrides. */
export const qabailBody = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  qabilahName: `Qabilah ${Math.random().toString(36).slice(2, 8)}`,
  masoolName: 'Tariq',
  cityId,
  ...overrides,
});

/** A qabail as the read API answers it, with the fields the specs look at. */
export interface QabailAnswer {
  id: number;
  qabilahName: string;
  cityId: number;
  cityName: string;
  version: number;
  [field: string]: unknown;
}
