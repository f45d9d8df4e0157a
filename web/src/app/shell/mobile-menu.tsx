import type { CurrentUser } from '@seerat/contracts';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { Sidebar } from './sidebar';

/** The sidebar as a slide-in panel, for screens too narrow to keep it beside the content. */
export function MobileMenu({ user }: { user: CurrentUser | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      trigger={
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" />
        </Button>
      }
    >
      <Sidebar user={user} onNavigate={() => setOpen(false)} />
    </Sheet>
  );
}
