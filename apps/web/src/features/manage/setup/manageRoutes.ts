import { registrationPaths } from '../../../shared/registration/registrationPaths.ts';

/** The settings page of one managed event. */
export const manageEventPath = (eventId: number) => `/admin/eventos/${eventId}`;

/** Its convocatoria editor. */
export const manageCallDocumentPath = (eventId: number) => `/admin/eventos/${eventId}/convocatoria`;

/** Its registration form's extra fields. */
export const manageFormPath = (eventId: number) => `/admin/eventos/${eventId}/formulario`;

/** Its add-on products. */
export const manageProductsPath = (eventId: number) => `/admin/eventos/${eventId}/productos`;

/** Its modalities (places, prices, categories). */
export const manageModalitiesPath = (eventId: number) => `/admin/eventos/${eventId}/modalidades`;

/** Its discount codes. */
export const manageDiscountsPath = (eventId: number) => `/admin/eventos/${eventId}/descuentos`;

/** How its form asks and how athletes pay. */
export const manageRegistrationPath = (eventId: number) => `/admin/eventos/${eventId}/inscripcion`;

/** Its live timing: wave starts, timing keys, readings to review. */
export const manageTimingPath = (eventId: number) => `/admin/eventos/${eventId}/cronometraje`;

/** Its custom views (screens and cards of one athlete's result). */
export const manageViewsPath = (eventId: number) => `/admin/eventos/${eventId}/vistas`;

/** Its finish-line screen: bibs typed by staff as athletes cross. */
export const manageFinishLinePath = (eventId: number) => `/admin/eventos/${eventId}/meta`;

/** Ingresos: its registrants. */
export const manageRegistrantsPath = registrationPaths.registrants;

/** Its point of sale: the registration wizard for staff at the desk. */
export const manageDeskPath = registrationPaths.desk;

/** Its dashboard: totals, charts and distributions. */
export const manageDashboardPath = (eventId: number) => `/admin/eventos/${eventId}/dashboard`;

/** Its authorised users. */
export const manageStaffPath = (eventId: number) => `/admin/eventos/${eventId}/usuarios`;

/** Its finish-line videos. */
export const manageFinishVideosPath = (eventId: number) => `/admin/eventos/${eventId}/videos`;
