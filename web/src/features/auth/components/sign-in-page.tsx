import { BookOpenText, Building2, ChartLine, Map as MapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignInForm } from './sign-in-form';

/** The year of the visitor's clock, not of the build: a footer stuck at a past year looks abandoned. */
function copyright(): string {
  return `© ${new Date().getFullYear()} Seerat Circles. All rights reserved.`;
}

/** `returnTo`: the portal address to open once signed in, instead of the dashboard. */
export function SignInPage({ returnTo }: { returnTo?: string }) {
  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <ProductPanel />
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10">
            <header className="mb-8 text-center">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome Back</h1>
              <p className="mt-2 text-sm text-slate-500">Sign in to access your Seerat Circles portal.</p>
            </header>
            <SignInForm returnTo={returnTo} />
          </div>
          <p className="mt-8 text-center text-xs text-slate-500 lg:hidden">{copyright()}</p>
        </div>
      </main>
    </div>
  );
}

/** What the portal is for, beside the form on wide screens and above it on narrow ones. */
function ProductPanel() {
  return (
    <aside className="relative overflow-hidden bg-brand-900 px-6 py-8 text-white sm:px-10 lg:flex lg:flex-col lg:justify-between lg:px-14 lg:py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full border-[3rem] border-white/5"
      />
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-white/10">
          <BookOpenText className="size-6" />
        </span>
        <span className="text-lg font-semibold tracking-tight">Seerat Circles</span>
      </div>

      <div className="relative mt-8 max-w-lg lg:mt-0">
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl lg:text-4xl">
          Zones Management Portal
        </h2>
        <p className="mt-4 text-base text-brand-100 lg:text-lg">
          Monitor growth, engagement and historical data across zones and cities.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2 sm:mt-8 sm:grid sm:gap-5">
          <Feature icon={<ChartLine className="size-4 sm:size-5" />} title="Performance Tracking">
            Follow how each zone and city is doing over time.
          </Feature>
          <Feature icon={<MapIcon className="size-4 sm:size-5" />} title="Zone Management">
            Keep zones, their cities and their masools in one place.
          </Feature>
          <Feature icon={<Building2 className="size-4 sm:size-5" />} title="City Analytics">
            See circles, members and campus readiness for every city.
          </Feature>
        </ul>
      </div>

      <p className="relative mt-10 hidden text-sm text-brand-100/80 lg:block">{copyright()}</p>
    </aside>
  );
}

/** A chip on narrow screens; an icon, title and line of text on wider ones. */
function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-full bg-white/10 py-1 pr-3 pl-1 sm:items-start sm:gap-4 sm:rounded-none sm:bg-transparent sm:p-0">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full sm:size-10 sm:rounded-lg sm:bg-white/10">
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium sm:text-base">{title}</p>
        <p className="hidden text-sm text-brand-100/80 sm:block">{children}</p>
      </div>
    </li>
  );
}
