/**
 * The domain: each feature's decider (`<feature>/<entity>-decider.ts`), its state, `evolve` and
 * `decide`, pure and importing nothing but contracts, so the command API decides with them and the
 * read API folds the past with the very same `evolve`.
 */
export * from './audited-entity';
export * from './budgets/budget-decider';
export * from './bulk-upload/user-upload-decider';
export * from './campus-checklist/campus-checklist-decider';
export * from './catalogue/catalogue-deciders';
export * from './cities/city-decider';
export * from './custom-roles/custom-role-decider';
export * from './danger-zone/danger-zone-decider';
export * from './decider';
export * from './gatherings/gathering-decider';
export * from './karguzari/karguzari-decider';
export * from './masool-profiles/masool-profile-decider';
export * from './meetings/meeting-decider';
export * from './qabails/qabail-decider';
export * from './reading-progress/reading-progress-decider';
export * from './seerat-model-checks/seerat-model-check-decider';
export * from './team-profiles/team-profile-decider';
export * from './users/user-decider';
export * from './zones/zone-decider';
