import type { AuditedEntityPath } from '@seerat/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/** The entity as it stood at a moment, drawn by the screen's own components for the present. */
export type RenderPast = (at: string) => ReactNode;

type RenderDetails = (
  entity: AuditedEntityPath,
  entityId: number,
  live: ReactNode,
  past: RenderPast | undefined,
) => ReactNode;

const DetailsSlot = createContext<RenderDetails>((_entity, _entityId, live) => live);

/**
 * A detail screen's own details, with the entity's Change History and "view as of" around them.
 * The screens belong to their features, the past views to the audit feature; the signed-in layout
 * route provides the one to the others here (as `ChangeHistorySlotProvider` does the history alone).
 */
export function EntityDetailsSlotProvider({
  render,
  children,
}: {
  render: RenderDetails;
  children: ReactNode;
}) {
  return <DetailsSlot.Provider value={render}>{children}</DetailsSlot.Provider>;
}

/**
 * `children` are the details as they are now; a past moment shows in their place, drawn by `past`
 * where the screen gives one, else field by field.
 */
export function EntityDetailsSlot({
  entity,
  entityId,
  past,
  children,
}: {
  entity: AuditedEntityPath;
  entityId: number;
  past?: RenderPast;
  children: ReactNode;
}) {
  return useContext(DetailsSlot)(entity, entityId, children, past);
}
