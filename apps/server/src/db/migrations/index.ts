import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './20261122000000_accounts.ts';
import * as events from './20261122010000_events.ts';
import * as registration from './20261122020000_registration.ts';
import * as realtimeAndJobs from './20261123000000_realtime_and_jobs.ts';
import * as hardening from './20261123010000_hardening.ts';
import * as resultsPages from './20261124000000_results_pages.ts';
import * as eventSetup from './20261124010000_event_setup.ts';
import * as discountCodeSwitch from './20261124020000_discount_code_switch.ts';
import * as liveTiming from './20261126000000_live_timing.ts';
import * as registrantAdmin from './20261127000000_registrant_admin.ts';
import * as teamMembers from './20261128000000_team_members.ts';
import * as organizers from './20261129000000_organizers.ts';
import * as sites from './20261129030000_sites.ts';
import * as eventShortPaths from './20261129040000_event_short_paths.ts';
import * as eventViews from './20261129050000_event_views.ts';
import * as challenges from './20261130000000_challenges.ts';
import * as challengeAthletes from './20261130000200_challenge_athletes.ts';
import * as racePhotos from './20261130010000_race_photos.ts';
import * as finishVideos from './20261130020000_finish_videos.ts';
import * as registrationSiteLink from './20261130030000_registration_site_link.ts';
import * as challengeActivities from './20261201000000_challenge_activities.ts';
import * as challengeChat from './20261201010000_challenge_chat.ts';
import * as wearableConnections from './20261201020000_wearable_connections.ts';
import * as siteShortPaths from './20261202000000_site_short_paths.ts';

/** Migrations listed explicitly so they run the same from source, tests and bundles. */
const migrations: Record<string, Migration> = {
  '20261122000000_accounts': accounts,
  '20261122010000_events': events,
  '20261122020000_registration': registration,
  '20261123000000_realtime_and_jobs': realtimeAndJobs,
  '20261123010000_hardening': hardening,
  '20261124000000_results_pages': resultsPages,
  '20261124010000_event_setup': eventSetup,
  '20261124020000_discount_code_switch': discountCodeSwitch,
  '20261126000000_live_timing': liveTiming,
  '20261127000000_registrant_admin': registrantAdmin,
  '20261128000000_team_members': teamMembers,
  '20261129000000_organizers': organizers,
  '20261129030000_sites': sites,
  '20261129040000_event_short_paths': eventShortPaths,
  '20261129050000_event_views': eventViews,
  '20261130000000_challenges': challenges,
  '20261130000200_challenge_athletes': challengeAthletes,
  '20261130010000_race_photos': racePhotos,
  '20261130020000_finish_videos': finishVideos,
  '20261130030000_registration_site_link': registrationSiteLink,
  '20261201000000_challenge_activities': challengeActivities,
  '20261201010000_challenge_chat': challengeChat,
  '20261201020000_wearable_connections': wearableConnections,
  '20261202000000_site_short_paths': siteShortPaths,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
