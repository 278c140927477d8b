/** Small types shared by the registration rules. Names follow design/GLOSSARY.md. */

/** formaInscripcion: 'en linea' → online, 'punto de Venta' → point_of_sale. */
export const registrationChannels = ['online', 'point_of_sale'] as const;
export type RegistrationChannel = (typeof registrationChannels)[number];

/** One value of an extra form field, after normalisation. */
export type FormValue = string | number | boolean;
/** Values of extra fields keyed by field id (also a product line's extraData). */
export type FormValues = Record<string, FormValue>;
