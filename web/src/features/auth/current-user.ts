/**
 * The signed-in user as `GET /api/user` and `POST /api/login` answer it.
 * Defined here until `@seerat/contracts` holds its schema; then this file re-exports that type.
 */
export type CurrentUser = {
  id: number;
  username: string;
  roles: string[];
  assignedZoneId: number | null;
  assignedCityId: number | null;
};
