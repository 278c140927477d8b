/**
 * The es-MX catalogue: one file per top-level key of `messages`, each an export of its own, so that a bundle keeps
 * only the keys its code reads (`messages` is this module's namespace; a bundler splits by file).
 */
export * from './common.ts';
export * from './not-found-page.ts';
export * from './validation.ts';
export * from './accounts.ts';
export * from './account-screens.ts';
export * from './profile.ts';
export * from './mailbox.ts';
export * from './shell.ts';
export * from './home.ts';
export * from './pages.ts';
export * from './events.ts';
export * from './live.ts';
export * from './manage.ts';
export * from './event-setup.ts';
export * from './short-path.ts';
export * from './test-mode.ts';
export * from './results.ts';
export * from './result-flags.ts';
export * from './results-page.ts';
export * from './certificate.ts';
export * from './registration.ts';
export * from './registration-outcome.ts';
export * from './waiver.ts';
export * from './payments.ts';
export * from './registration-server.ts';
export * from './registration-screens.ts';
export * from './imports.ts';
export * from './timing.ts';
export * from './live-board.ts';
export * from './registrants.ts';
export * from './staff.ts';
export * from './organizers.ts';
export * from './sites.ts';
export * from './site-editor.ts';
export * from './views.ts';
export * from './challenge-images.ts';
export * from './challenge-athlete.ts';
export * from './challenge-organizer.ts';
export * from './challenge-chat.ts';
export * from './photos.ts';
export * from './finish-videos.ts';
export * from './garmin.ts';
export * from './challenge-wearables.ts';
export * from './connected-accounts.ts';
