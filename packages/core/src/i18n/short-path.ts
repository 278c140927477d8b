/** es-MX catalogue — The short path an event or an organizer's site claims on the main host (`/maratoncdmx`). */
export const shortPath = {
  label: 'Ruta corta',
  hint: 'Opcional: tu evento también se abrirá en {url}',
  invalid: 'La ruta lleva de 3 a 40 minúsculas, números o guiones',
  reserved: 'Esa ruta es de Dorsal: elige otra',
  taken: 'Esa ruta ya la usa otro evento o sitio',
  siteHint: 'Opcional: tu sitio también se abrirá en {url}',
} as const;
