import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-provider';
import { brokenRules, serverMessageOr } from '../../../lib/api-client';
import { useCreateZone } from '../api/create-zone';
import { ZoneForm } from './zone-form';

/** Creates a zone (administrators only; the caller shows this form only to them). */
export function AddZoneForm() {
  // A new key mounts an empty form after each zone is created.
  const [formKey, setFormKey] = useState(0);
  const createZone = useCreateZone();
  const { toast } = useToast();
  return (
    <ZoneForm
      key={formKey}
      submitLabel="Create Zone"
      pendingLabel="Creating..."
      pending={createZone.isPending}
      failure={createZone.error}
      onSubmit={(fields) =>
        createZone.mutate(fields, {
          onSuccess: () => {
            toast({ title: 'Zone created successfully' });
            setFormKey((key) => key + 1);
          },
          onError: (error) =>
            toast({
              title: serverMessageOr(error, 'Failed to create zone'),
              description: brokenRules(error),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
