/** es-MX catalogue — The development mailbox. */
export const mailbox = {
  title: 'Buzón de desarrollo',
  lead: 'Correos que envió el servidor sin SMTP. Abre el enlace de un correo para seguirlo.',
  unavailable: 'El buzón de desarrollo no está disponible',
  empty: 'Aún no hay correos. Solicita una recuperación de contraseña para ver uno aquí.',
  to: 'Para',
  date: 'Fecha',
  pending: 'Sin enviar',
  links: 'Enlaces',
  showHtml: 'Ver versión HTML',
  hideHtml: 'Ocultar versión HTML',
  htmlTitle: 'Versión HTML del correo',
  refresh: 'Actualizar',
  private: 'El buzón de desarrollo solo se puede ver desde este equipo o con una cuenta de administrador',
} as const;
