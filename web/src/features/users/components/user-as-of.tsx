import type { AdminUser } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { Card } from '../../../components/ui/card';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';
import { UsersTable } from './users-tab';

/** A user as they stood at `at`, as the Users table shows them (roles, assignment, status), read only. */
export function UserAsOf({ userId, at }: { userId: number; at: string }) {
  const past = useQuery(asOfQueryOptions<AdminUser>('users', userId, at));
  return (
    <Card className="grid min-w-0 gap-3 p-5" aria-label="User as of this moment">
      <AsOfBlock query={past}>{(user) => <UsersTable users={[user]} />}</AsOfBlock>
    </Card>
  );
}
