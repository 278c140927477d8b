/** es-MX catalogue — The not-found page. */
export const notFoundPage = {
  title: 'PÁGINA NO ENCONTRADA',
  hint: 'Intenta una ruta diferente',
  home: 'Ir al inicio',
} as const;
