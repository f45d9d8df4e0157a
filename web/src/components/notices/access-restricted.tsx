import { ShieldAlert } from 'lucide-react';
import { PERMISSION_DENIED_MESSAGE } from '../../lib/api-client';

type AccessRestrictedProps = { title?: string; message?: string };

/** Shown in place of a screen or section the signed-in user may not see. */
export function AccessRestricted({
  title = 'Access Restricted',
  message = PERMISSION_DENIED_MESSAGE,
}: AccessRestrictedProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-xl border border-amber-200 bg-amber-50 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <ShieldAlert className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
    </section>
  );
}
