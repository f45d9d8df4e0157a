import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { SearchBox } from '../../../components/ui/search-box';

type PerformanceSectionProps = {
  title: string;
  icon: ReactNode;
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  /** The View All link to the full list. */
  viewAll: ReactNode;
  children: ReactNode;
};

/** A dashboard list of zones or cities: a search box, the best few, and View All for the rest. */
export function PerformanceSection({
  title,
  icon,
  search,
  onSearch,
  searchPlaceholder,
  viewAll,
  children,
}: PerformanceSectionProps) {
  return (
    <Card>
      <CardHeader title={title} icon={icon} actions={viewAll} />
      <CardContent className="grid gap-4">
        <SearchBox value={search} onChange={onSearch} placeholder={searchPlaceholder} />
        {children}
      </CardContent>
    </Card>
  );
}
