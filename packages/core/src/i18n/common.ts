/** es-MX catalogue — Shared texts: generic actions and errors, the not-found page, validation messages. */
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

export const notFoundPage = {
  title: 'PÁGINA NO ENCONTRADA',
  hint: 'Intenta una ruta diferente',
  home: 'Ir al inicio',
} as const;

/** What the API answers to a request it cannot take (every zod issue, every request limit). */
/** What the API answers to a request it cannot take (every zod issue, every request limit). */
export const validation = {
  invalidCharacters: 'El texto contiene caracteres no permitidos',
  invalidId: 'El identificador no es válido',
  invalidValue: 'Valor inválido',
  expectedText: 'Debe ser un texto',
  expectedNumber: 'Debe ser un número',
  expectedInteger: 'Debe ser un número entero',
  expectedBoolean: 'Debe ser verdadero o falso',
  expectedList: 'Debe ser una lista',
  expectedObject: 'Debe ser un objeto con sus campos',
  expectedDate: 'Debe ser una fecha',
  tooShort: 'Debe tener al menos {min}',
  tooLong: 'Debe tener como máximo {max}',
  exactLength: 'Debe tener exactamente {count}',
  characters: { one: 'carácter', other: 'caracteres' },
  items: { one: 'elemento', other: 'elementos' },
  atLeast: 'Debe ser mayor o igual a {min}',
  greaterThan: 'Debe ser mayor que {min}',
  atMost: 'Debe ser menor o igual a {max}',
  lessThan: 'Debe ser menor que {max}',
  invalidFormat: 'El formato no es válido',
  invalidUrl: 'Debe ser una dirección web válida',
  notMultipleOf: 'Debe ser múltiplo de {divisor}',
  unknownFields: 'Campos no permitidos: {keys}',
  invalidOption: 'Elige una opción válida',
  bodyTooLarge: 'La solicitud es demasiado grande (máximo {max})',
  bodyTooDeep: 'La solicitud tiene demasiados niveles anidados',
} as const;
