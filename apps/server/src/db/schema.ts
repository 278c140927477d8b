import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables as the code sees them: camelCase here, snake_case in the database (CamelCasePlugin). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  authAccounts: AuthAccountsTable;
  verifications: VerificationsTable;
  outboxMails: OutboxMailsTable;
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
