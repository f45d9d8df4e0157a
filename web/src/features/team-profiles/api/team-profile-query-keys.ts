/** Team profiles sit under `['team-profiles']`; one city's under `['team-profiles', 'city', id]`. */
export const teamProfileKeys = {
  all: ['team-profiles'] as const,
  list: ['team-profiles', 'list'] as const,
  ofCity: (cityId: number) => ['team-profiles', 'city', cityId] as const,
};
