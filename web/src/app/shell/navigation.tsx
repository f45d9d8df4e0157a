import type { CurrentUser, Principal } from '@seerat/contracts';
import { Link, type LinkProps, useMatchRoute } from '@tanstack/react-router';
import {
  Building2,
  CalendarCheck,
  CalendarDays,
  ClipboardPlus,
  Contact,
  History,
  LayoutDashboard,
  MapPinned,
  ScanSearch,
  ShieldCheck,
  UserRound,
  UsersRound,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { WaitingBudgetsBadge } from '../../features/budgets/components/waiting-count-badge';
import { ReviewCountBadge } from '../../features/gatherings/components/review-count-badge';
import { classNames } from '../../lib/class-names';
import { canListZones, canManageUsers, canUseAuditTrail, toPrincipal } from '../../lib/principal';
import { Placeholder } from './placeholder';

type Section = {
  label: string;
  to: LinkProps['to'];
  /** Paths on which this entry shows as the current one; `fuzzy` ones include the pages below them. */
  activeOn: Array<{ to: LinkProps['to']; fuzzy?: boolean }>;
  icon: ReactNode;
  /** Hides the entry from users whose every call there the server would refuse. */
  visibleTo?: (principal: Principal) => boolean;
  /** A number beside the label (the events waiting for the user's review). */
  badge?: ReactNode;
};

/** The sidebar's sections; each feature adds its entry here when its screens exist. */
const SECTIONS: Section[] = [
  {
    label: 'Dashboard',
    to: '/',
    activeOn: [{ to: '/' }, { to: '/dashboard' }],
    icon: <LayoutDashboard className="size-5" />,
  },
  {
    label: 'Zones',
    to: '/zones',
    activeOn: [{ to: '/zones', fuzzy: true }],
    icon: <MapPinned className="size-5" />,
    visibleTo: canListZones,
  },
  {
    label: 'Cities',
    to: '/cities',
    activeOn: [{ to: '/cities', fuzzy: true }],
    icon: <Building2 className="size-5" />,
  },
  {
    label: 'Qabails',
    to: '/qabails',
    activeOn: [{ to: '/qabails' }],
    icon: <UsersRound className="size-5" />,
  },
  {
    label: 'Meetings & Reports',
    to: '/meetings',
    activeOn: [{ to: '/meetings' }],
    icon: <CalendarCheck className="size-5" />,
  },
  {
    label: 'Events',
    to: '/events',
    activeOn: [{ to: '/events' }],
    icon: <CalendarDays className="size-5" />,
    badge: <ReviewCountBadge />,
  },
  {
    label: 'Budgets',
    to: '/budgets',
    activeOn: [{ to: '/budgets', fuzzy: true }],
    icon: <Wallet className="size-5" />,
    badge: <WaitingBudgetsBadge />,
  },
  {
    label: 'Data Entry',
    to: '/data-entry',
    activeOn: [{ to: '/data-entry' }],
    icon: <ClipboardPlus className="size-5" />,
  },
  {
    label: 'Data Profiling',
    to: '/profiling',
    activeOn: [{ to: '/profiling' }],
    icon: <ScanSearch className="size-5" />,
  },
  {
    label: 'Masool & Team Profile',
    to: '/profile-management',
    activeOn: [{ to: '/profile-management' }],
    icon: <Contact className="size-5" />,
  },
  {
    label: 'My Profile',
    to: '/masool-profile',
    activeOn: [{ to: '/masool-profile', fuzzy: true }],
    icon: <UserRound className="size-5" />,
    // Spec: the My Profile entry shows to zone and city masools.
    visibleTo: (principal) =>
      principal.roles.some((role) => role === 'zone_masool' || role === 'city_masool'),
  },
  {
    label: 'Activity',
    to: '/audit',
    activeOn: [{ to: '/audit' }],
    icon: <History className="size-5" />,
    // Auditors and administrators: the server refuses the feed to everyone else.
    visibleTo: canUseAuditTrail,
  },
  {
    label: 'Admin Panel',
    to: '/admin',
    activeOn: [{ to: '/admin' }],
    icon: <ShieldCheck className="size-5" />,
    // Spec: the Admin Panel entry shows only to users with the role admin.
    visibleTo: canManageUsers,
  },
];

/** The entries every signed-in user sees: as many placeholders stand for the menu until the user is known. */
const UNGATED_SECTIONS = SECTIONS.filter((section) => section.visibleTo === undefined);

type NavigationProps = { user: CurrentUser | undefined; onNavigate?: () => void };

/**
 * The menu. Until `GET /api/user` answers it shows placeholders, never entries: which ones show
 * depends on the user's roles, and an entry the server would refuse must not flash by.
 */
export function Navigation({ user, onNavigate }: NavigationProps) {
  if (!user) return <NavigationPlaceholder />;
  return <SectionLinks principal={toPrincipal(user)} onNavigate={onNavigate} />;
}

function NavigationPlaceholder() {
  return (
    <div role="status" aria-label="Loading the menu" className="grid gap-1">
      {UNGATED_SECTIONS.map((section) => (
        <Placeholder key={section.label} className="h-9" />
      ))}
    </div>
  );
}

function SectionLinks({ principal, onNavigate }: { principal: Principal; onNavigate?: () => void }) {
  const matchRoute = useMatchRoute();
  const sections = SECTIONS.filter(
    (section) => section.visibleTo === undefined || section.visibleTo(principal),
  );
  return (
    <nav aria-label="Main" className="grid gap-1">
      {sections.map((section) => {
        const current = section.activeOn.some(({ to, fuzzy }) => matchRoute({ to, fuzzy }) !== false);
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
            {section.badge}
          </Link>
        );
      })}
    </nav>
  );
}
