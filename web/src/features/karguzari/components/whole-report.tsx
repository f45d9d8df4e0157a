import type { KarguzariReport } from '@seerat/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LookupDialog } from '../../../components/ui/lookup-dialog';

type WholeReportProps = {
  /** The version read whole by its id: a list's item carries only what its card shows. */
  query: UseQueryResult<KarguzariReport>;
  /** The title of the dialog the version opens in. */
  title: string;
  onClose: () => void;
  children: (report: KarguzariReport) => ReactNode;
};

/**
 * What opens over a report list (View, Edit), once its version is read whole: until then a dialog
 * of the same title with a spinner, or the failure (with a retry unless the report is gone).
 */
export function WholeReport({ query, title, onClose, children }: WholeReportProps) {
  if (query.isPending || query.isError) {
    return (
      <LookupDialog
        title={title}
        query={query}
        loadingLabel="Loading reports"
        errorTitle="Failed to fetch karguzari"
        onClose={onClose}
      />
    );
  }
  return children(query.data);
}
