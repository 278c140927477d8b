import { createContext, useContext } from 'react';
import { registrationPaths } from './registrationPaths.ts';

export type ConfirmationPathOf = (key: string, eventId: number, download?: boolean) => string;

/**
 * Where the wizard opens a registration's confirmation: `/detalle-inscrito?…` on the product; an organizer's site
 * provides its own `/{route}/{key}`.
 */
export const ConfirmationPathContext = createContext<ConfirmationPathOf>(registrationPaths.confirmation);

export function useConfirmationPath(): ConfirmationPathOf {
  return useContext(ConfirmationPathContext);
}
