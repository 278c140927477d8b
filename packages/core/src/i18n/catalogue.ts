/**
 * The es-MX catalogue's areas, one file per area beside this one; each top-level key of `messages` is an export of
 * its own, so a bundle carries only the areas its code reads (`messages` is this module's namespace).
 */
export * from './common.ts';
export * from './accounts.ts';
export * from './shell.ts';
export * from './events.ts';
export * from './results.ts';
export * from './registration.ts';
export * from './imports.ts';
export * from './timing.ts';
export * from './registrants.ts';
export * from './staff.ts';
export * from './organizers.ts';
export * from './sites.ts';
export * from './views.ts';
export * from './challenge-images.ts';
export * from './challenge-athlete.ts';
export * from './challenge-organizer.ts';
export * from './challenge-chat.ts';
export * from './photos.ts';
export * from './finish-videos.ts';
export * from './garmin.ts';
export * from './challenge-wearables.ts';
