import type { ErrorComponentProps } from '@tanstack/react-router';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard';
import { AccessRestricted } from '../../../components/notices/access-restricted';
import { RouteError } from '../../../components/notices/route-error';
import { ApiError } from '../../../lib/api-client';

export const ZONE_ACCESS_DENIED =
  'Access denied to this zone. Please contact your Administrator for permission.';

/** A zone outside the user's scope gets the spec's access-denied screen; any other failure a retry. */
export function ZoneDetailError(props: ErrorComponentProps) {
  if (props.error instanceof ApiError && props.error.status === 403) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6">
        <BackToDashboard />
        <AccessRestricted title="Access Denied" message={ZONE_ACCESS_DENIED} />
      </div>
    );
  }
  return <RouteError {...props} />;
}
