import { createContext, type ReactNode, useContext } from 'react';

/** A past moment kept in the page's address (`?asOf=`), and the way to change it. */
export interface AsOfAddress {
  asOf: string | undefined;
  onAsOf: (at: string | undefined) => void;
}

const Address = createContext<AsOfAddress | null>(null);

/**
 * A route whose search carries `asOf` for the entity its dialog or page shows says so here, so the
 * moment can be shared. Without one (a meeting opened on a city page, whose own `asOf` is the
 * city's) the moment stays with the open dialog.
 */
export function AsOfAddressProvider({ value, children }: { value: AsOfAddress; children: ReactNode }) {
  return <Address.Provider value={value}>{children}</Address.Provider>;
}

export function useAsOfAddress(): AsOfAddress | null {
  return useContext(Address);
}
