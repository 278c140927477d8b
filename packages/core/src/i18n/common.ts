/** es-MX catalogue — Shared texts: generic actions and errors, Mexico's time zones. */
export const common = {
  loading: 'Cargando',
  required: 'Campo requerido',
  save: 'Guardar',
  cancel: 'Cancelar',
  unexpectedError: 'Ocurrió un error inesperado, intenta de nuevo',
  malformedRequest: 'La solicitud no tiene un formato válido',
  unreadableUpload: 'No pudimos leer el archivo enviado; intenta subirlo de nuevo',
  tooManyRequests: 'Demasiados intentos, espera un momento e intenta de nuevo',
  busy: 'Hay demasiadas conexiones en este momento, intenta de nuevo en unos segundos',
  notFound: 'No encontrado',
  forbidden: 'No tienes permiso para hacer esto',
  signInRequired: 'Inicia sesión para continuar',
  /** The page buttons under a paged table (read by screen readers). */
  pagination: { page: 'Página {page}', goTo: 'Ir a la página {page}', first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' },
  /** Mexico's time zones by their official names (Ley del Sistema de Horario). */
  timeZoneNames: {
    centro: 'hora del centro de México',
    pacifico: 'hora del Pacífico de México',
    noroeste: 'hora del noroeste de México',
    sureste: 'hora del sureste de México',
  },
  foreignOrigin: 'Solicitud rechazada: no viene de una página de Dorsal. Recarga la página e intenta de nuevo',
} as const;
