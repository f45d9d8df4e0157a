import { useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * The spec's back action (the Admin Panel, Event Management): the previous page, or the dashboard
 * when the page was opened directly.
 */
export function BackButton() {
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit"
      onClick={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/' }))}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}
