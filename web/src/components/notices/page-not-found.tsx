import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, FileQuestionMark, House } from 'lucide-react';
import { Button, buttonClassNames } from '../ui/button';

export function PageNotFound() {
  const router = useRouter();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <FileQuestionMark className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">Page Not Found</h1>
        <p className="mt-3 text-sm text-slate-600">
          The page you're looking for doesn't exist or you don't have permission to access it.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/" className={buttonClassNames()}>
            <House className="size-4" />
            Go to Dashboard
          </Link>
          <Button variant="outline" onClick={() => router.history.back()}>
            <ArrowLeft className="size-4" />
            Go Back
          </Button>
        </div>
        <p className="mt-8 border-t border-slate-100 pt-6 text-xs text-slate-500">
          If you believe this is an error, please contact your administrator.
        </p>
      </div>
    </main>
  );
}
