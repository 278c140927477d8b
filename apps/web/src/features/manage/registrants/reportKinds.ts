import type { RegistrantReportKind } from '@dorsal/core';

/** The reports a role may download (document 3 §6; the server checks again). */
export function reportKindsFor(role: string): RegistrantReportKind[] {
  if (role === 'owner' || role === 'organizerManager' || role === 'admin') return ['full', 'data', 'income'];
  if (role === 'clientManager') return ['data', 'income'];
  return ['income'];
}
