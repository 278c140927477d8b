/**
 * The es-MX catalogue: every text a user reads. Texts quoted by the spec are verbatim,
 * with evident spelling slips fixed ("inicar" → "iniciar", "Sesion" → "Sesión").
 */
export const messages = {
  common: {
    loading: 'Cargando',
    required: 'Campo requerido',
    save: 'Guardar',
    cancel: 'Cancelar',
    unexpectedError: 'Ocurrió un error inesperado, intenta de nuevo',
    malformedRequest: 'La solicitud no tiene un formato válido',
    tooManyRequests: 'Demasiados intentos, espera un momento e intenta de nuevo',
    notFound: 'No encontrado',
    forbidden: 'No tienes permiso para hacer esto',
    signInRequired: 'Inicia sesión para continuar',
  },
  notFoundPage: {
    title: 'PÁGINA NO ENCONTRADA',
    hint: 'Intenta una ruta diferente',
    home: 'Ir al inicio',
  },
  account: {
    passwordMin: 'Mínimo 6 caracteres',
    invalidEmail: 'Correo inválido',
    emailTaken: 'Correo ya utilizado. Intente recuperar su contraseña',
    registered: 'Cuenta creada, ¡bienvenido a Dorsal!',
    welcome: 'Bienvenido',
    signInFailed: 'Error al iniciar sesión, intente de nuevo',
    wrongCredentials: 'Correo o contraseña incorrectos',
    signedOut: 'Sesión finalizada',
    resetSent: 'Se ha enviado un correo a tu cuenta',
    resetFailed: 'Error en correo',
    resetDone: 'Tu contraseña fue actualizada, ya puedes iniciar sesión',
    resetInvalidToken: 'El enlace para cambiar tu contraseña no es válido o ya venció',
    profileSaved: 'Datos ajustados exitosamente',
    invalidPhone: 'Mínimo 10 dígitos (solo números)',
    invalidDate: 'Revisa la fecha de nacimiento',
    maxLength: 'Máximo 100 caracteres',
    photoTooLarge: 'La foto no debe pesar más de 10 MB',
    photoNotImage: 'El archivo debe ser una imagen (JPG, PNG, WebP o HEIC)',
    photoSaved: 'Foto actualizada',
  },
} as const;
