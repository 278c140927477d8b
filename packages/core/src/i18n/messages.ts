/**
 * The es-MX catalogue: every text a user reads. Texts quoted by the spec are verbatim,
 * with evident spelling slips fixed ("inicar" → "iniciar", "Sesion" → "Sesión").
 * A namespace (not one object) so that bundlers keep only the areas a page reads: `messages.sites.title` pulls in the
 * `sites` area alone.
 */
export * as messages from './catalogue.ts';
