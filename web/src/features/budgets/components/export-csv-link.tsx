import { Download } from 'lucide-react';
import { buttonClassNames } from '../../../components/ui/button';

/** "Export CSV": a download link, so the browser saves the file the server names. */
export function ExportCsvLink({ href, label = 'Export CSV' }: { href: string; label?: string }) {
  return (
    <a href={href} download className={buttonClassNames({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
