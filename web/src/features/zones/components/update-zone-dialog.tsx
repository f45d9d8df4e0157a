import { updateZoneRequestSchema, type Zone } from '@seerat/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useUpdateZone } from '../api/update-zone';
import { ZoneForm } from './zone-form';

/** The Update Zone button and its dialog: the zone fields and a reason kept in the zone's history. */
export function UpdateZoneDialog({ zone }: { zone: Zone }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Update Zone"
      size="lg"
      trigger={
        <Button variant="outline">
          <Pencil className="size-4" />
          Update Zone
        </Button>
      }
    >
      <UpdateZoneForm zone={zone} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

export function UpdateZoneForm({ zone, onDone }: { zone: Zone; onDone: () => void }) {
  const [changeReason, setChangeReason] = useState('');
  const updateZone = useUpdateZone();
  const { toast } = useToast();
  return (
    <ZoneForm
      zone={zone}
      submitLabel="Update"
      pendingLabel="Updating..."
      pending={updateZone.isPending}
      failure={updateZone.error}
      onCancel={onDone}
      onSubmit={(fields) =>
        updateZone.mutate(
          { zoneId: zone.id, version: zone.version, fields, changeReason },
          {
            onSuccess: () => {
              toast({
                title: 'Zone updated successfully',
                description: 'The zone information has been updated.',
              });
              onDone();
            },
            onError: (error) =>
              toast({
                title: 'Failed to update zone',
                description: describeError(error),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <SchemaTextField
        schema={updateZoneRequestSchema}
        name="changeReason"
        label="Reason for change"
        placeholder="Why is this zone being changed? (optional)"
        value={changeReason}
        onChange={setChangeReason}
      />
    </ZoneForm>
  );
}
