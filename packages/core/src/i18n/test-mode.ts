/** es-MX catalogue — The band on the public pages of an event in test mode. */
export const testMode = {
  band: 'MODO PRUEBA',
  bandText: 'Este evento está en modo prueba: el organizador aún lo está preparando.',
} as const;
