import { Link, type LinkProps, useMatchRoute } from '@tanstack/react-router';
import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';

type Section = {
  label: string;
  to: LinkProps['to'];
  /** Paths on which this entry shows as the current one. */
  activeOn: Array<LinkProps['to']>;
  icon: ReactNode;
};

/** The sidebar's sections; each feature adds its entry here when its screens exist. */
const SECTIONS: Section[] = [
  {
    label: 'Dashboard',
    to: '/',
    activeOn: ['/', '/dashboard'],
    icon: <LayoutDashboard className="size-5" />,
  },
];

export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const matchRoute = useMatchRoute();
  return (
    <nav aria-label="Main" className="grid gap-1">
      {SECTIONS.map((section) => {
        const current = section.activeOn.some((to) => matchRoute({ to }) !== false);
        return (
          <Link
            key={section.label}
            to={section.to}
            onClick={onNavigate}
            aria-current={current ? 'page' : undefined}
            className={classNames(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              current
                ? 'bg-brand-50 text-brand-800'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {section.icon}
            {section.label}
          </Link>
        );
      })}
    </nav>
  );
}
