import { Search } from 'lucide-react';
import { classNames } from '../../lib/class-names';
import { Input } from './input';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Shown inside the box and read out as its name. */
  placeholder: string;
  className?: string;
};

/** A text box that filters a list as the user types. */
export function SearchBox({ value, onChange, placeholder, className }: SearchBoxProps) {
  return (
    <div className={classNames('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
