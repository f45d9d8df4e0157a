import type { Qabail } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { EntityDetailsSlot } from '../../../components/history/entity-details-slot';
import { Dialog } from '../../../components/ui/dialog';
import { QabailDetails } from './qabail-details';

type QabailDetailsDialogProps = {
  /** The qabail shown; `null` keeps the dialog closed. */
  qabail: Qabail | null;
  onClose: () => void;
  /** Buttons under the details (Edit, Delete on the qabail list). */
  actions?: ReactNode;
};

/** Qabail Details: everything about one qabail, over the screen that opened it. */
export function QabailDetailsDialog({ qabail, onClose, actions }: QabailDetailsDialogProps) {
  return (
    <Dialog
      open={qabail !== null}
      onOpenChange={(next) => next || onClose()}
      size="lg"
      title="Qabail Details"
      description={qabail ? `${qabail.qabilahName} · ${qabail.cityName}` : undefined}
    >
      {qabail && (
        <EntityDetailsSlot entity="qabails" entityId={qabail.id}>
          <QabailDetails qabail={qabail} />
          {actions !== undefined && <div className="mt-5 flex flex-wrap justify-end gap-2">{actions}</div>}
        </EntityDetailsSlot>
      )}
    </Dialog>
  );
}
