/** es-MX catalogue — What the registration pages say when registering is closed or a registration could not be saved. */
export const registrationOutcome = {
  closed: 'No hay inscripciones disponibles para este evento',
  saveError: 'Error en el registro, intenta de nuevo',
} as const;
