import { ShieldCheck, ShieldX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/api-client';
import { useChainVerification } from '../api/verify-chain';

const KIND_LABELS = {
  changed: 'changed',
  missing: 'missing',
  reordered: 'reordered',
  inserted: 'inserted',
  rewritten: 'rewritten',
} as const;

/** Verifies the event log's hash chain on demand and says whether it holds, or where it breaks. */
export function VerifyLogCard() {
  const verification = useChainVerification();
  const result = verification.data;
  return (
    <Card className="min-w-0">
      <CardHeader
        title="Log integrity"
        icon={<ShieldCheck className="size-5 text-brand-700" />}
        actions={
          <Button
            size="sm"
            variant="outline"
            onClick={() => verification.mutate()}
            disabled={verification.isPending}
          >
            Verify now
          </Button>
        }
      />
      <CardContent className="text-sm" aria-live="polite">
        {verification.isPending ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" label="Verifying" /> Recomputing the chain over the whole log…
          </p>
        ) : verification.isError ? (
          <p role="alert" className="text-red-700">
            Failed to verify the log: {describeError(verification.error)}
          </p>
        ) : !result ? (
          <p className="text-slate-600">
            Every event is chained to the one before it by SHA-256; verifying recomputes the chain and checks
            it against every digest published outside the database.
          </p>
        ) : result.firstBreak ? (
          <p role="alert" className="flex items-start gap-2 text-red-800">
            <ShieldX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Broken at position {result.firstBreak.position} ({KIND_LABELS[result.firstBreak.kind]}):{' '}
              {result.firstBreak.reason}. {result.verified.toLocaleString('en-US')} events before it hold.
            </span>
          </p>
        ) : (
          <p className="[overflow-wrap:anywhere] text-emerald-800">
            The log holds: {result.verified.toLocaleString('en-US')} events, checked against{' '}
            {result.digestsChecked} published digests. Head {result.head?.hash.slice(0, 16) ?? 'none'}… at
            position {result.head?.position ?? 0}
            {result.published ? '; a new digest was published.' : '.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
