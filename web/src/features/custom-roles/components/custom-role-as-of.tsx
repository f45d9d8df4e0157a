import type { CustomRole } from '@seerat/contracts';
import { useQuery } from '@tanstack/react-query';
import { AsOfBlock } from '../../../components/history/as-of-block';
import { Card } from '../../../components/ui/card';
import { asOfQueryOptions } from '../../../lib/queries/get-as-of';
import { CustomRolesTable } from './custom-roles-tab';

/** A custom role as it stood at `at`, as the Custom Roles table shows it, read only. */
export function CustomRoleAsOf({ roleId, at }: { roleId: number; at: string }) {
  const past = useQuery(asOfQueryOptions<CustomRole>('custom-roles', roleId, at));
  return (
    <Card className="grid min-w-0 gap-3 p-5" aria-label="Custom role as of this moment">
      <AsOfBlock query={past}>{(role) => <CustomRolesTable roles={[role]} withActions={false} />}</AsOfBlock>
    </Card>
  );
}
