import { formatLongDate } from '../../../lib/dates';
import { useCurrentUser } from '../../auth/api/get-current-user';

/** The dashboard of `/` and `/dashboard`. Its stats and lists arrive with the zones and cities features. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl">
      <p className="text-sm text-slate-500">{formatLongDate(new Date())}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">Welcome, {user?.username}</h1>
    </div>
  );
}
