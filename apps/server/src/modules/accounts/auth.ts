import { betterAuth } from 'better-auth';
import type { Db } from '../../db/database.ts';

type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface AuthDependencies {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  /** Where better-auth's messages go (its default prints database errors with the whole row to the console). */
  log: (level: LogLevel, message: string, ...args: unknown[]) => void;
  /** Called with the new token and the page the link must open (`…/password-restore`). */
  sendPasswordReset: (input: { userId: string; email: string; firstNames: string; token: string; resetPage: string }) => Promise<void>;
}

/**
 * better-auth owns credentials (scrypt hashes), sessions and reset tokens. The routes of the
 * accounts module call its API in-process; its own HTTP handler is not mounted.
 */
export function createAuth({ db, secret, baseUrl, trustedOrigins, log, sendPasswordReset }: AuthDependencies) {
  return betterAuth({
    database: { db, type: 'postgres', transaction: true },
    secret,
    baseURL: baseUrl,
    basePath: '/api/auth',
    trustedOrigins,
    telemetry: { enabled: false },
    logger: { level: 'error', log },
    rateLimit: { enabled: false }, // the routes are rate-limited by Fastify
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        const resetPage = new URL(url).searchParams.get('callbackURL') ?? `${baseUrl}/password-restore`;
        const firstNames = (user as { firstNames?: string }).firstNames ?? user.name;
        await sendPasswordReset({ userId: user.id, email: user.email, firstNames, token, resetPage });
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: 'dorsal',
      useSecureCookies: baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    user: {
      modelName: 'users',
      additionalFields: {
        firstNames: { type: 'string', required: true },
        lastNames: { type: 'string', required: true },
        phone: { type: 'string', required: true },
        gender: { type: 'string', required: true },
        birthDate: { type: 'string', required: true },
        role: { type: 'string', required: false, defaultValue: 'athlete', input: false },
        signupChannel: { type: 'string', required: false, defaultValue: 'web', input: false },
      },
    },
    account: { modelName: 'authAccounts' },
    verification: { modelName: 'verifications' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
