import type { ReactNode } from 'react';
import {
  AsOfHistorySlot,
  EntityAsOfView,
  type ViewEntityAsOf,
} from '../../features/audit/components/as-of-history';
import { CustomRoleAsOf } from '../../features/custom-roles/components/custom-role-as-of';
import { UserAsOf } from '../../features/users/components/user-as-of';

/** The Admin Panel's records that can be seen as of a moment, each with its past card's title. */
const ADMIN_AS_OF = {
  users: 'User as of this moment',
  'custom-roles': 'Custom role as of this moment',
} as const;
export type AdminAsOfEntity = keyof typeof ADMIN_AS_OF;

type ViewAsOf = ViewEntityAsOf<AdminAsOfEntity>;

/**
 * The edit dialogs' Change History, in the Admin Panel, with the way to the record as it stood at
 * a moment. The dialogs live in their features; the moment is the page's, in its address, so it
 * is given here around them.
 */
export function AdminHistorySlot({ onView, children }: { onView: ViewAsOf; children: ReactNode }) {
  return (
    <AsOfHistorySlot titles={ADMIN_AS_OF} onView={onView}>
      {children}
    </AsOfHistorySlot>
  );
}

/** A user or custom role as it stood at `at`, in place of its tab's list until "Back to now". */
export function AdminAsOfView(props: {
  entity: AdminAsOfEntity;
  entityId: number;
  at: string;
  onView: ViewAsOf;
  onBackToNow: () => void;
}) {
  const { entity, entityId } = props;
  const past = (at: string) =>
    entity === 'users' ? (
      <UserAsOf userId={entityId} at={at} />
    ) : (
      <CustomRoleAsOf roleId={entityId} at={at} />
    );
  return <EntityAsOfView {...props} title={ADMIN_AS_OF[entity]} past={past} />;
}
