import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppShell } from '../app/shell/app-shell';
import { ChangeHistorySlotProvider } from '../components/history/change-history-slot';
import { EntityDetailsSlotProvider } from '../components/history/entity-details-slot';
import { FullPageSpinner } from '../components/notices/full-page-spinner';
import { EventBudgetSlotProvider } from '../components/slots/event-budget-slot';
import { Spinner } from '../components/ui/spinner';
import { currentUserQueryOptions } from '../lib/queries/get-current-user';
import { maySignedIn } from '../lib/session-hint';

// What the slots show opens only in a dialog, never on a first paint: fetched when first shown, so
// the budget's chart (recharts) and the history views stay off the landing path.
const ChangeHistoryPanel = lazy(() =>
  import('../features/audit/components/change-history-panel').then((module) => ({
    default: module.ChangeHistoryPanel,
  })),
);
const EntityMomentView = lazy(() =>
  import('../features/audit/components/entity-moment-view').then((module) => ({
    default: module.EntityMomentView,
  })),
);
const EventBudgetSection = lazy(() =>
  import('../features/budgets/components/event-budget-section').then((module) => ({
    default: module.EventBudgetSection,
  })),
);

/** Every screen but the sign-in page lives under this pathless layout: signed-out visitors go to /auth,
 * which brings them back after signing in. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const { queryClient } = context;
    const options = currentUserQueryOptions();
    // A browser that may hold a session does not wait for `GET /api/user`: the frame paints and
    // the screen's own calls start meanwhile; the shell sends the visitor on once the answer is in.
    if (maySignedIn() && queryClient.getQueryData(options.queryKey) === undefined) {
      void queryClient.prefetchQuery(options);
      return;
    }
    // Known already, or known signed out without asking.
    const user = await queryClient.ensureQueryData(options);
    // The address opened goes along, so signing in returns to it.
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } });
    // A generated password opens nothing else (the APIs answer 403) until it is changed.
    if (user.mustChangePassword) throw redirect({ to: '/change-password' });
  },
  // Until the frame's code is in.
  pendingComponent: FullPageSpinner,
  component: SignedInLayout,
});

function SignedInLayout() {
  return (
    <ChangeHistorySlotProvider
      render={(entity, entityId) => (
        <Loading>
          <ChangeHistoryPanel entity={entity} entityId={entityId} bare />
        </Loading>
      )}
    >
      <EntityDetailsSlotProvider
        render={(entity, entityId, live, past) => (
          <Loading>
            <EntityMomentView entity={entity} entityId={entityId} live={live} past={past} />
          </Loading>
        )}
      >
        <EventBudgetSlotProvider
          render={(eventId) => (
            <Loading>
              <EventBudgetSection eventId={eventId} />
            </Loading>
          )}
        >
          <AppShell />
        </EventBudgetSlotProvider>
      </EntityDetailsSlotProvider>
    </ChangeHistorySlotProvider>
  );
}

/** A slot's spinner while its code arrives, in the slot's place only. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner className="size-6" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
