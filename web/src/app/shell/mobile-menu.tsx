import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { Sidebar } from './sidebar';

/** The sidebar as a slide-in panel, for screens too narrow to keep it beside the content. */
export function MobileMenu({ username }: { username: string }) {
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
      <Sidebar username={username} onNavigate={() => setOpen(false)} />
    </Sheet>
  );
}
