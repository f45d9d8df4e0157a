import { classNames } from '../../lib/class-names';

/**
 * A grey bar standing where something about the user will show (a name, a role, a menu entry)
 * while `GET /api/user` is on its way; sized like what replaces it, so nothing jumps.
 */
export function Placeholder({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={classNames('block animate-pulse rounded bg-slate-200', className)} />
  );
}
