import type { AuditedEntityPath } from '@seerat/contracts';
import { createContext, type ReactNode, useContext } from 'react';

type RenderHistory = (entity: AuditedEntityPath, entityId: number) => ReactNode;

const HistorySlot = createContext<RenderHistory>(() => null);

/**
 * Where a detail screen shows its entity's Change History. The screens belong to their features,
 * the history to the audit feature; the signed-in layout route provides the one to the others
 * here, so a dialog deep in a feature shows the history without knowing the audit feature.
 */
export function ChangeHistorySlotProvider({
  render,
  children,
}: {
  render: RenderHistory;
  children: ReactNode;
}) {
  return <HistorySlot.Provider value={render}>{children}</HistorySlot.Provider>;
}

export function ChangeHistorySlot({ entity, entityId }: { entity: AuditedEntityPath; entityId: number }) {
  return useContext(HistorySlot)(entity, entityId);
}
