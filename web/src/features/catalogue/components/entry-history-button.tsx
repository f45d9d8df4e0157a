import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** A catalogue entry's way to its Change History, named by the entry for screen readers. */
export function EntryHistoryButton({ entryName, onClick }: { entryName: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={`History of ${entryName}`} onClick={onClick}>
      <History aria-hidden="true" className="size-4" />
      History
    </Button>
  );
}
