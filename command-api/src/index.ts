/**
 * The write side. Each feature folder (`features/<feature>/`) holds its use cases (plain functions
 * `(deps, actor, request)` that routes, jobs and the demo generator all call) and its routes; its
 * decider lives in `@seerat/domain`. `commands/` is the machinery every use case shares.
 */
export * from './app';
export * from './commands/actor';
export * from './commands/command-deps';
export { foldStream } from './commands/folded-streams';
export * from './commands/handle-command';
export { sameTurnStreamReads } from './commands/same-turn-stream-reads';
export * from './facts/organisation-facts';
export * from './facts/projected-streams';
export * from './facts/read-model-facts';
export * from './features/audit/verify-routes';
export * from './features/auth/auth-routes';
export * from './features/auth/login-throttle';
export * from './features/background-jobs/background-job-routes';
export { migrateBudgetNumbers } from './features/budgets/budget-numbers';
export * from './features/budgets/budget-routes';
export { changeBudget, deleteBudget, takeBudgetStep } from './features/budgets/change-budget';
export { createBudget } from './features/budgets/create-budget';
export * from './features/budgets/receipt-routes';
export { uploadReceipt } from './features/budgets/upload-receipt';
export * from './features/bulk-upload/bulk-upload-routes';
export * from './features/campus-checklist/campus-checklist-routes';
export { saveCampusChecklist } from './features/campus-checklist/save-campus-checklist';
export {
  addRecommendedBook,
  addSeeratModel,
  setRecommendedBookActive,
} from './features/catalogue/add-catalogue-entry';
export * from './features/catalogue/catalogue-routes';
export * from './features/catalogue/default-recommended-books';
export * from './features/cities/city-routes';
export { createCity } from './features/cities/create-city';
export { updateCity } from './features/cities/update-city';
export * from './features/custom-roles/custom-role-names';
export * from './features/custom-roles/custom-role-routes';
export * from './features/danger-zone/danger-zone-pass';
export { recordDangerZoneVerdict } from './features/danger-zone/record-danger-zone-verdict';
export { approveGathering } from './features/gatherings/approve-gathering';
export { cancelGathering } from './features/gatherings/cancel-gathering';
export { createGathering } from './features/gatherings/create-gathering';
export * from './features/gatherings/gathering-routes';
export { recordGatheringOutcome } from './features/gatherings/record-gathering-outcome';
export { rejectGathering } from './features/gatherings/reject-gathering';
export { reopenGathering } from './features/gatherings/reopen-gathering';
export { requestGatheringChanges } from './features/gatherings/request-gathering-changes';
export { submitGathering } from './features/gatherings/submit-gathering';
export { updateGathering } from './features/gatherings/update-gathering';
export { createKarguzariReport } from './features/karguzari/create-karguzari-report';
export * from './features/karguzari/karguzari-routes';
export { reviewKarguzariReport } from './features/karguzari/review-karguzari-report';
export { reviseKarguzariReport } from './features/karguzari/revise-karguzari-report';
export { submitCityKarguzari } from './features/karguzari/submit-city-karguzari';
export { submitKarguzariReport } from './features/karguzari/submit-karguzari-report';
export { createMasoolProfile } from './features/masool-profiles/create-masool-profile';
export { deleteMasoolProfile } from './features/masool-profiles/delete-masool-profile';
export * from './features/masool-profiles/masool-profile-routes';
export { migrateMasoolProfileUsers } from './features/masool-profiles/masool-profile-users';
export { updateMasoolProfile } from './features/masool-profiles/update-masool-profile';
export { addActionItem } from './features/meetings/add-action-item';
export { changeMeetingStatus } from './features/meetings/change-meeting-status';
export { closeActionItem } from './features/meetings/close-action-item';
export * from './features/meetings/meeting-routes';
export { recordMeeting } from './features/meetings/record-meeting';
export { updateActionItem } from './features/meetings/update-action-item';
export { updateMeeting } from './features/meetings/update-meeting';
export * from './features/profile-pictures/profile-picture-routes';
export {
  removeUnusedPictures,
  storeProfilePicture,
  uploadProfilePicture,
} from './features/profile-pictures/upload-profile-picture';
export { createQabail } from './features/qabails/create-qabail';
export { deleteQabail } from './features/qabails/delete-qabail';
export * from './features/qabails/qabail-routes';
export { updateQabail } from './features/qabails/update-qabail';
export { addReadingBook } from './features/reading-progress/add-reading-book';
export * from './features/reading-progress/reading-progress-routes';
export { removeReadingBook } from './features/reading-progress/remove-reading-book';
export { setReadingProgress } from './features/reading-progress/set-reading-progress';
export { recordSeeratModelCheck } from './features/seerat-model-checks/record-seerat-model-check';
export * from './features/seerat-model-checks/seerat-model-check-routes';
export { updateSeeratModelCheck } from './features/seerat-model-checks/update-seerat-model-check';
export { createTeamProfile } from './features/team-profiles/create-team-profile';
export { deleteTeamProfile } from './features/team-profiles/delete-team-profile';
export * from './features/team-profiles/team-profile-routes';
export { updateTeamProfile } from './features/team-profiles/update-team-profile';
export { createUser } from './features/users/create-user';
export * from './features/users/first-administrator';
export { createUserAccount } from './features/users/user-accounts';
export * from './features/users/user-routes';
export * from './features/users/username-claims';
export { createZone } from './features/zones/create-zone';
export { updateZone } from './features/zones/update-zone';
export { migrateZoneNameClaims } from './features/zones/zone-names';
export * from './features/zones/zone-routes';
export * from './ids/id-allocator';
