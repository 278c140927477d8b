import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Branch, CallDocument, CheckpointLap, EventStaffRole, EventStatus, ResultFlag, Split, StartWave, TimingSettings } from '@dorsal/core';

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
  modalities: ModalitiesTable;
  categories: CategoriesTable;
  checkpoints: CheckpointsTable;
  results: ResultsTable;
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
  status: Generated<EventStatus>;
  hasWebsite: Generated<boolean>;
  businessId: string | null;
  facebookPixel: string | null;
  gaId: string | null;
  organizerColor: string | null;
  privacyLink: string | null;
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

export interface EventStaffTable {
  eventId: number;
  userId: string;
  role: EventStaffRole;
  createdAt: Timestamp;
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
