import { classNames } from '../../lib/class-names';

/** Urdu set right to left in the Nastaliq font, with room for its tall letters. */
export function UrduText({ children, className }: { children: string; className?: string }) {
  return (
    <span dir="rtl" lang="ur" className={classNames('font-urdu leading-[2.2]', className)}>
      {children}
    </span>
  );
}
