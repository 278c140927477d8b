/**
 * The es-MX catalogue: every text a user reads. Texts quoted by the spec are verbatim,
 * with evident spelling slips fixed ("inicar" → "iniciar", "Sesion" → "Sesión").
 */
import { commonMessages } from './common.ts';
import { accountsMessages } from './accounts.ts';
import { shellMessages } from './shell.ts';
import { eventsMessages } from './events.ts';
import { resultsMessages } from './results.ts';
import { registrationMessages } from './registration.ts';
import { importsMessages } from './imports.ts';
import { timingMessages } from './timing.ts';
import { registrantsMessages } from './registrants.ts';
import { staffMessages } from './staff.ts';
import { organizersMessages } from './organizers.ts';
import { sitesMessages } from './sites.ts';
import { viewsMessages } from './views.ts';
import { challengeImagesMessages } from './challenge-images.ts';
import { challengeAthleteMessages } from './challenge-athlete.ts';
import { challengeOrganizerMessages } from './challenge-organizer.ts';
import { challengeChatMessages } from './challenge-chat.ts';
import { photosMessages } from './photos.ts';
import { finishVideosMessages } from './finish-videos.ts';
import { garminMessages } from './garmin.ts';
import { challengeWearablesMessages } from './challenge-wearables.ts';

/** The whole catalogue, one file per area beside this one. */
export const messages = {
  ...commonMessages,
  ...accountsMessages,
  ...shellMessages,
  ...eventsMessages,
  ...resultsMessages,
  ...registrationMessages,
  ...importsMessages,
  ...timingMessages,
  ...registrantsMessages,
  ...staffMessages,
  ...organizersMessages,
  ...sitesMessages,
  ...viewsMessages,
  ...challengeImagesMessages,
  ...challengeAthleteMessages,
  ...challengeOrganizerMessages,
  ...challengeChatMessages,
  ...photosMessages,
  ...finishVideosMessages,
  ...garminMessages,
  ...challengeWearablesMessages,
} as const;
