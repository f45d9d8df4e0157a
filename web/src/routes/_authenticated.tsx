import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '../app/shell/app-shell';
import { ChangeHistorySlotProvider } from '../components/history/change-history-slot';
import { EntityDetailsSlotProvider } from '../components/history/entity-details-slot';
import { FullPageSpinner } from '../components/notices/full-page-spinner';
import { EventBudgetSlotProvider } from '../components/slots/event-budget-slot';
import { ChangeHistoryPanel } from '../features/audit/components/change-history-panel';
import { EntityMomentView } from '../features/audit/components/entity-moment-view';
import { EventBudgetSection } from '../features/budgets/components/event-budget-section';
import { currentUserQueryOptions } from '../lib/queries/get-current-user';

/** Every screen but the sign-in page lives under this pathless layout: signed-out visitors go to /auth,
 * which brings them back after signing in. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    // The address opened goes along, so signing in returns to it.
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } });
    // A generated password opens nothing else (the APIs answer 403) until it is changed.
    if (user.mustChangePassword) throw redirect({ to: '/change-password' });
  },
  pendingComponent: FullPageSpinner,
  component: SignedInLayout,
});

function SignedInLayout() {
  return (
    <ChangeHistorySlotProvider
      render={(entity, entityId) => <ChangeHistoryPanel entity={entity} entityId={entityId} bare />}
    >
      <EntityDetailsSlotProvider
        render={(entity, entityId, live, past) => (
          <EntityMomentView entity={entity} entityId={entityId} live={live} past={past} />
        )}
      >
        <EventBudgetSlotProvider render={(eventId) => <EventBudgetSection eventId={eventId} />}>
          <AppShell />
        </EventBudgetSlotProvider>
      </EntityDetailsSlotProvider>
    </ChangeHistorySlotProvider>
  );
}
