/** es-MX catalogue — The athlete's profile page. */
export const profile = {
  title: 'Mi perfil',
  lead: 'Mantén tus datos al día para inscribirte más rápido.',
  photoAlt: 'Foto de perfil',
  changePhoto: 'Cambiar foto',
  uploading: 'Subiendo foto: {percent}%',
  dataTitle: 'Tus datos',
  save: 'Guardar cambios',
  saving: 'Guardando',
  signInTitle: 'Inicia sesión para ver tu perfil',
  signInText: 'Con tu cuenta puedes editar tus datos, tu foto y ver tus retos.',
  memberSince: 'Miembro desde {date}',
  currentPassword: 'Contraseña actual',
  currentPasswordHint: 'Para cambiar tu correo confirma tu contraseña actual',
} as const;
