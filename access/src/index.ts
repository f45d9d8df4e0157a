/**
 * Who may do what, where, as both APIs and the command use cases ask it of the read models: the
 * signed-in user (roles, assignment, custom-role permissions), where zones and cities sit, and
 * the permission policy as a SQL filter for lists. The policy itself is `can` in contracts.
 */
export * from './city-scope-filter';
export * from './generated-password-guard';
export * from './places';
export * from './scope-filter';
export * from './session-user';
