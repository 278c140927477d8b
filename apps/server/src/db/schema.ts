import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';
import type { Currency, FieldDefinition, FormValues, PaymentMethod, PaymentState, PriceWindow, Product, RegistrationState, TeamMember } from '@dorsal/core';
import type { SiteConfig } from '@dorsal/core';
import type { ViewConfig } from '@dorsal/core';
import type { Branch, CallDocument, CheckpointLap, EventLifecycleStatus, EventStaffRole, ResultFlag, Split, StartWave, TimingSettings } from '@dorsal/core';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables as the code sees them: camelCase here, snake_case in the database (CamelCasePlugin). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  authAccounts: AuthAccountsTable;
  verifications: VerificationsTable;
  outboxMails: OutboxMailsTable;
  events: EventsTable;
  eventStaff: EventStaffTable;
  eventChanges: EventChangesTable;
  modalities: ModalitiesTable;
  categories: CategoriesTable;
  checkpoints: CheckpointsTable;
  results: ResultsTable;
  eventRegistrationSettings: EventRegistrationSettingsTable;
  modalityRegistrationSettings: ModalityRegistrationSettingsTable;
  modalityCounters: ModalityCountersTable;
  releasedBibs: ReleasedBibsTable;
  discountCodes: DiscountCodesTable;
  registrations: RegistrationsTable;
  registrationLines: RegistrationLinesTable;
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  registrationChanges: RegistrationChangesTable;
  registrationMails: RegistrationMailsTable;
  realtimeTopics: RealtimeTopicsTable;
  realtimeMessages: RealtimeMessagesTable;
  jobs: JobsTable;
  trackingCounters: TrackingCountersTable;
  timingKeys: TimingKeysTable;
  passings: PassingsTable;
  finishAlerts: FinishAlertsTable;
  eventInvitations: EventInvitationsTable;
  organizers: OrganizersTable;
  organizerMembers: OrganizerMembersTable;
  organizerChanges: OrganizerChangesTable;
  sites: SitesTable;
  siteSubmissions: SiteSubmissionsTable;
  eventViews: EventViewsTable;
  challenges: ChallengesTable;
  challengeStaff: ChallengeStaffTable;
  challengeAccessCodes: ChallengeAccessCodesTable;
  challengeCodeUses: ChallengeCodeUsesTable;
  challengeParticipants: ChallengeParticipantsTable;
  challengePhotos: ChallengePhotosTable;
  challengeChatMessages: ChallengeChatMessagesTable;
  challengeChatReads: ChallengeChatReadsTable;
  challengeActivities: ChallengeActivitiesTable;
  wearableConnections: WearableConnectionsTable;
  photoBatches: PhotoBatchesTable;
  racePhotos: RacePhotosTable;
  racePhotoBibs: RacePhotoBibsTable;
  finishVideos: FinishVideosTable;
}

/** Also better-auth's `user` model; the profile fields are its additional fields. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  firstNames: string;
  lastNames: string;
  phone: string;
  gender: 'F' | 'M';
  birthDate: string;
  role: Generated<'athlete' | 'admin'>;
  signupChannel: Generated<string>;
  /** The athlete's functional threshold power in watts (issue 13: IF, TSS, training zones); null until they set it. */
  ftpWatts: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthAccountsTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  logoUrl: string | null;
  eventDate: string;
  startTime: Generated<string>;
  timeZone: Generated<string>;
  place: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  status: Generated<EventLifecycleStatus>;
  hasWebsite: Generated<boolean>;
  businessId: string | null;
  facebookPixel: string | null;
  gaId: string | null;
  organizerColor: string | null;
  privacyLink: string | null;
  /** The organizer (business) the event belongs to; its team runs the event. */
  organizerId: number | null;
  /** Its short path on the main host (`/maratoncdmx`), unique. */
  shortPath: ColumnType<string | null, string | null | undefined, string | null>;
  ageAtEventDate: Generated<boolean>;
  isTest: Generated<boolean>;
  callDocument: JSONColumnType<CallDocument | null, string | null, string | null>;
  timingConfig: JSONColumnType<Partial<TimingSettings>, string | undefined, string>;
  photoConfig: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  legacyId: string | null;
  resultsVersion: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One change to an event's settings: who, when, what (`changes`: each field's value before and after). */
export interface EventChangesTable {
  id: Generated<number>;
  eventId: number;
  userId: string | null;
  action: string;
  changes: JSONColumnType<Record<string, unknown>, string, string>;
  createdAt: Generated<Timestamp>;
}

export interface EventStaffTable {
  eventId: number;
  userId: string;
  role: EventStaffRole;
  createdAt: Timestamp;
  /** Who authorised them (null: the event's creator, or the seed). */
  invitedBy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ModalitiesTable {
  id: Generated<number>;
  eventId: number;
  code: string;
  name: string;
  description: Generated<string>;
  sortOrder: Generated<number>;
  hidden: Generated<boolean>;
  isBackyard: Generated<boolean>;
  teamSize: Generated<number>;
  startWaves: JSONColumnType<StartWave[], string | undefined, string>;
  /** Bumped with the event's results_version whenever this modality's results change. */
  resultsVersion: Generated<number>;
  distanceKm: number | null;
  paceFloorMsPerKm: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  modalityId: number;
  branch: Branch;
  code: string;
  name: string;
  minAge: number;
  maxAge: number;
  winnersCount: number;
  isOverall: boolean;
  hidden: Generated<boolean>;
  sortOrder: Generated<number>;
}

export interface CheckpointsTable {
  id: Generated<number>;
  eventId: number;
  number: number;
  description: string;
  distanceKm: number | null;
  laps: JSONColumnType<CheckpointLap[], string | undefined, string>;
}

export interface ResultsTable {
  id: Generated<number>;
  eventId: number;
  modalityCode: string;
  bib: number;
  name: string;
  searchName: string;
  branch: Branch;
  categoryCode: string;
  officialTimeMs: number | null;
  realTimeMs: number | null;
  arrivedAt: Timestamp | null;
  splits: JSONColumnType<Split[], string | undefined, string>;
  startRecorded: boolean;
  deleted: boolean;
  dnf: boolean;
  dnfOverTime: boolean;
  dq: boolean;
  dns: boolean;
  rowType: number | null;
  overallPosition: Generated<number>;
  branchPosition: Generated<number>;
  categoryPosition: Generated<number>;
  rankedCategoryCode: Generated<string>;
  isOverallWinner: Generated<boolean>;
  flag: ResultFlag | null;
  video: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  updatedAt: Timestamp;
}

type Json<T extends object | null> = JSONColumnType<T, string | undefined, string>;

/** Registration configuration of an event (issue 4); analytics ids and ageAtEventDate stay on `events`. */
export interface EventRegistrationSettingsTable {
  eventId: number;
  separateSurnames: Generated<boolean>;
  lowerCategories: Generated<boolean>;
  /** comisionGlobal; null = 0.07. */
  commissionRate: number | null;
  /** Offered currencies; [] = MXN only. */
  currencies: Json<Currency[]>;
  paymentMethods: Json<Array<'card' | 'oxxo_cash'>>;
  formFields: Json<FieldDefinition[]>;
  bibDesign: Json<BibDesign>;
  updatedAt: Timestamp;
}

/** dorsal: raceNumberImage, raceNumberFontColor, raceNumberWhiteBack. */
export interface BibDesign {
  imageUrl?: string;
  fontColor?: string;
  whiteBack?: boolean;
}

export interface ModalityRegistrationSettingsTable {
  modalityId: number;
  eventId: number;
  priceWindows: Json<PriceWindow[]>;
  /** precioKey per category code; missing = precio_1. */
  categoryPriceKeys: Json<Record<string, string>>;
  formFields: Json<FieldDefinition[]>;
  hideEventFields: Generated<boolean>;
  products: Json<Product[]>;
  hideProducts: Generated<boolean>;
}

/** Places and bib numbers of a modality: only lib/capacity-lock.ts reads it for writing. */
export interface ModalityCountersTable {
  modalityId: number;
  eventId: number;
  capacity: number | null;
  taken: Generated<number>;
  nextBib: number;
  releasedCount: Generated<number>;
}

export interface ReleasedBibsTable {
  eventId: number;
  bib: number;
  modalityId: number;
  releasedAt: Timestamp;
}

export interface DiscountCodesTable {
  id: Generated<number>;
  eventId: number;
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  maxUses: number | null;
  used: Generated<number>;
  validFrom: string | null;
  validTo: string | null;
  modalityCodes: JSONColumnType<string[] | null, string | null, string | null>;
  scope: Generated<'order' | 'registration'>;
  /** Off: nobody can use it; its uses so far are kept. */
  active: Generated<boolean>;
  createdAt: Timestamp;
}

export interface RegistrationsTable {
  id: Generated<number>;
  publicKey: string;
  eventId: number;
  modalityId: number;
  modalityCode: string;
  categoryCode: string;
  branch: Branch;
  userId: string | null;
  idempotencyKey: string;
  requestHash: string;
  firstNames: string;
  lastNames: string;
  paternalSurname: string | null;
  maternalSurname: string | null;
  email: string;
  phone: string;
  birthDate: string;
  formValues: Json<FormValues>;
  /** A relay's or team's other members (the registering athlete is member 1); [] for individuals. */
  teamMembers: Json<TeamMember[]>;
  state: RegistrationState;
  channel: Generated<'online' | 'point_of_sale'>;
  currency: string;
  currencyRate: number;
  subtotalCents: number;
  discountCents: number;
  commissionCents: number;
  totalCents: number;
  chargeCents: number;
  discountCodeId: number | null;
  bib: number | null;
  releasedBib: number | null;
  tkl: string | null;
  /** Made on an organizer's website: its confirmation's place there (`https://host/{route}`); mails link to it. */
  siteLink: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  confirmedAt: Timestamp | null;
  /** Deleted by staff ('Registro Borrado'): the row, its place and its bib stay until the bib is released. */
  deletedAt: Timestamp | null;
  deletedBy: string | null;
  /** Its bib went back to the modality ('Folio Liberado'): the deletion can no longer be reversed. */
  bibReleasedAt: Timestamp | null;
  /** Names folded for the search (lower case, no accents); generated by PostgreSQL. */
  searchName: GeneratedAlways<string>;
}

export interface RegistrationLinesTable {
  registrationId: number;
  position: number;
  code: string;
  name: string;
  description: string;
  quantity: number;
  unitCents: number;
  priceKey: string | null;
  formValues: JSONColumnType<FormValues | null, string | null, string | null>;
}

export interface PaymentsTable {
  id: Generated<number>;
  registrationId: number;
  provider: string;
  method: PaymentMethod;
  channel: Generated<string>;
  status: PaymentState;
  amountCents: number;
  currency: Generated<string>;
  idempotencyKey: string;
  providerOrderId: string | null;
  operationId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cashReference: string | null;
  cashBarcodeUrl: string | null;
  expiresAt: Timestamp | null;
  failureMessages: JSONColumnType<string[] | null, string | null, string | null>;
  paidAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  eventId: string;
  type: string;
  orderId: string | null;
  receivedAt: Timestamp;
  processedAt: Timestamp | null;
  outcome: string | null;
  /** When a delivery claimed the event for processing; null once given back after a failure. */
  claimedAt: Timestamp | null;
}

export interface RegistrationChangesTable {
  id: Generated<number>;
  registrationId: number;
  action: string;
  description: string;
  userId: string | null;
  createdAt: Timestamp;
}

export interface RegistrationMailsTable {
  id: Generated<number>;
  registrationId: number;
  outboxMailId: number | null;
  type: number;
  createdAt: Timestamp;
}

export interface TrackingCountersTable {
  eventId: number;
  tag: string;
  count: Generated<number>;
  updatedAt: Timestamp;
}

export interface RealtimeTopicsTable {
  topic: string;
  lastSeq: number;
}

export interface RealtimeMessagesTable {
  topic: string;
  seq: number;
  payload: JSONColumnType<object | null, string, string>;
  createdAt: Generated<Date>;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: JSONColumnType<object | null, string, string>;
  state: Generated<'queued' | 'running' | 'dead'>;
  runAt: Timestamp;
  attempts: Generated<number>;
  dedupeKey: string | null;
  periodMs: number | null;
  lastError: string | null;
  createdAt: Generated<Date>;
}

export interface TimingKeysTable {
  id: Generated<number>;
  eventId: number;
  name: string;
  prefix: string;
  keyHash: string;
  createdBy: string | null;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export type PassingStatus = 'accepted' | 'unmatched' | 'review' | 'deleted';

export interface PassingsTable {
  id: Generated<number>;
  eventId: number;
  bib: number;
  controlCode: number;
  passedAt: Timestamp;
  readerId: string;
  readId: string;
  source: 'api' | 'csv' | 'manual';
  status: PassingStatus;
  reason: string | null;
  modalityCode: string | null;
  keyId: number | null;
  userId: string | null;
  createdAt: Timestamp;
}

export interface FinishAlertsTable {
  id: Generated<number>;
  eventId: number;
  bib: number;
  email: string;
  token: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
}

/** An invitation to an event's staff for an address without an account (issue 11); the link carries the token. */
export interface EventInvitationsTable {
  id: Generated<number>;
  eventId: number;
  email: string;
  role: 'organizerManager' | 'clientManager' | 'pointOfSale';
  tokenHash: string;
  invitedBy: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: string | null;
  revokedAt: Timestamp | null;
}

/** An organizer (business): the look of its events' registration and the team that runs them. */
export interface OrganizersTable {
  id: Generated<number>;
  name: string;
  color: string | null;
  privacyLink: string | null;
  logoUrl: string | null;
  legacyBusinessId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface OrganizerMembersTable {
  organizerId: number;
  userId: string;
  role: 'owner' | 'manager';
  addedBy: string | null;
  createdAt: Timestamp;
}

export interface OrganizerChangesTable {
  id: Generated<number>;
  organizerId: number;
  userId: string | null;
  action: string;
  changes: JSONColumnType<Record<string, unknown>, string, string>;
  createdAt: Timestamp;
}

/** An organizer's website on its own host name: the editor's draft, what visitors see, and the version before. */
export interface SitesTable {
  id: Generated<number>;
  organizerId: number;
  host: string;
  /** The path it also opens at on the main host (`/corremexico` → a redirect to `host`); unique with events' paths. */
  shortPath: ColumnType<string | null, string | null | undefined, string | null>;
  draft: JSONColumnType<SiteConfig, string, string>;
  published: JSONColumnType<SiteConfig | null, string | null, string | null>;
  previous: JSONColumnType<SiteConfig | null, string | null, string | null>;
  publishedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SiteSubmissionsTable {
  id: GeneratedAlways<string>;
  siteId: number;
  route: string;
  sectionId: string;
  values: JSONColumnType<Record<string, string | boolean>, string, string>;
  createdAt: Timestamp;
}

/** A custom view of an event (issue 15): `viewIndex` 1, 2, … within the event; a deleted one keeps its number. */
export interface EventViewsTable {
  id: Generated<number>;
  eventId: number;
  viewIndex: number;
  config: JSONColumnType<ViewConfig, string, string>;
  deletedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

type ChallengeJson = JSONColumnType<Record<string, unknown>, string | undefined, string>;
type NullableChallengeJson = JSONColumnType<object | null, string | null | undefined, string | null>;

/** A virtual challenge (issue 12): its id is a short random string. The image/form/category JSON shapes live in core. */
export interface ChallengesTable {
  id: string;
  name: string;
  description: string;
  /** numeric(8,2): read as a string by PostgreSQL drivers; convert with Number(). */
  distanceKm: ColumnType<string, string | number, string | number>;
  startsAt: Timestamp;
  endsAt: Timestamp;
  timeZone: Generated<string>;
  kind: 'byTime' | 'distance';
  priceCents: Generated<number>;
  currency: Generated<string>;
  accessCodesAdmitted: Generated<number>;
  photoUrl: string | null;
  createdBy: string | null;
  admitResults: Generated<boolean>;
  ended: Generated<boolean>;
  form: NullableChallengeJson;
  categories: NullableChallengeJson;
  photoConfig: NullableChallengeJson;
  certificateConfig: ChallengeJson;
  raceNumberConfig: ChallengeJson;
  medalConfig: ChallengeJson;
  frameImageUrl: string | null;
  startAudioUrl: string | null;
  finishAudioUrl: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ChallengeStaffTable {
  challengeId: string;
  userId: string;
  role: 'owner' | 'manager';
  createdAt: Timestamp;
}

export interface ChallengeAccessCodesTable {
  challengeId: string;
  code: string;
  /** How many joins the code admits (1–1000). */
  uses: number;
  usedCount: Generated<number>;
  active: Generated<boolean>;
  createdBy: string | null;
  createdAt: Timestamp;
}

export interface ChallengeCodeUsesTable {
  id: Generated<number>;
  challengeId: string;
  code: string;
  userId: string | null;
  usedAt: Timestamp;
}

export interface ChallengeParticipantsTable {
  challengeId: string;
  userId: string;
  raceNumber: number;
  firstNames: string;
  lastNames: string;
  email: string;
  birthDate: string;
  gender: 'F' | 'M';
  categoryName: string;
  categoryCode: number;
  accessCode: string | null;
  paymentStatus: Generated<'none' | 'pending' | 'paid'>;
  /** The provider's order id of the participation's payment. */
  paymentReference: string | null;
  cashReference: ColumnType<string | null, string | null | undefined, string | null>;
  cashAmountCents: ColumnType<number | null, number | null | undefined, number | null>;
  cashExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  formAnswers: NullableChallengeJson;
  goalSeconds: number | null;
  finishSeconds: number | null;
  finishRecordedAt: Timestamp | null;
  /** The applied wearable activity (issue 13). */
  wearableSummary: NullableChallengeJson;
  startPhotoUrl: string | null;
  finishPhotoUrl: string | null;
  step: Generated<number>;
  active: Generated<boolean>;
  joinedAt: Timestamp;
  updatedAt: Timestamp;
}

/** An activity file (GPX / TCX / FIT) a participant uploaded (issue 13); `activity` is core's `WearableActivity`. */
export interface ChallengeActivitiesTable {
  id: Generated<number>;
  challengeId: string;
  userId: string;
  fileName: string;
  activity: JSONColumnType<object, string, string>;
  startedAt: ColumnType<Date, Date | string, Date | string>;
  createdAt: Generated<Date>;
}

/** An athlete's connection to Garmin per program (issue 13); tokens sealed by adapters/wearables/token-cipher.ts. */
export interface WearableConnectionsTable {
  userId: string;
  api: 'health' | 'training';
  provider: string;
  requestToken: string | null;
  requestSecretSealed: string | null;
  requestedAt: Date | null;
  accessTokenSealed: string | null;
  accessSecretSealed: string | null;
  providerUserId: string | null;
  connectedAt: Date | null;
  updatedAt: Generated<Date>;
}

export interface ChallengePhotosTable {
  id: Generated<number>;
  challengeId: string;
  userId: string;
  kind: 'startLine' | 'finishLine' | 'evidence';
  url: string;
  createdAt: Timestamp;
}

/** A challenge chat message (issue 13): 'public' has no athlete; 'organizer' and 'athlete' belong to `athleteId`'s conversation. */
export interface ChallengeChatMessagesTable {
  id: Generated<number>;
  challengeId: string;
  topic: 'public' | 'organizer' | 'athlete';
  athleteId: string | null;
  authorId: string | null;
  text: string;
  createdAt: Generated<Date>;
  hiddenAt: Date | null;
  hiddenBy: string | null;
}

/** The last message a reader has seen in a conversation ('public' or an athlete's user id). */
export interface ChallengeChatReadsTable {
  challengeId: string;
  userId: string;
  channel: string;
  lastReadId: number;
}

/** A photographic point: a checkpoint's number as text, or 'meta' (the finish line). */
export type PhotoPoint = string;
export type RacePhotoStatus = 'pending' | 'processing' | 'ready' | 'failed';

/** One upload session of race photos (issue 14): one point and one camera clock offset for all its files. */
export interface PhotoBatchesTable {
  id: Generated<number>;
  eventId: number;
  point: PhotoPoint;
  cameraClockOffsetSeconds: Generated<number>;
  createdBy: string | null;
  totalFiles: Generated<number>;
  createdAt: Timestamp;
}

/**
 * A race photo. `takenAt` is EXIF DateTimeOriginal read in the event's time zone (or its EXIF offset);
 * `adjustedAt` = `takenAt` + the batch's camera clock offset, matched ±200 s against passings. `visible` is the spec's flag.
 */
export interface RacePhotosTable {
  id: Generated<number>;
  eventId: number;
  batchId: number | null;
  point: PhotoPoint;
  originalKey: string | null;
  displayUrl: string | null;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  takenAt: Timestamp | null;
  adjustedAt: Timestamp | null;
  status: Generated<RacePhotoStatus>;
  error: string | null;
  fileName: string;
  uploadId: string | null;
  uploadedBy: string | null;
  visible: Generated<boolean>;
  createdAt: Timestamp;
}

export interface RacePhotoBibsTable {
  photoId: number;
  eventId: number;
  bib: number;
}

/** An event's finish-line video (issue 14): a YouTube id or an uploaded file, and the times of day ('HH:MM:SS', the event's zone) it covers. */
export interface FinishVideosTable {
  id: Generated<number>;
  eventId: number;
  title: Generated<string>;
  youtubeId: string | null;
  fileUrl: string | null;
  startTime: string;
  endTime: string;
  hidden: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
