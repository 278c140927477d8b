import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { messages, type ProfileUpdate, type signUpSchema } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Auth } from './auth.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { toAccountView } from './account-view.ts';
import { normalizeProfilePhoto } from './profile-photo.ts';

const m = messages.account;

type SignUp = z.output<typeof signUpSchema>;

interface AuthFailure {
  status?: string;
  statusCode?: number;
  body?: { code?: string };
  code?: string;
}

function authCode(error: unknown): string | undefined {
  const failure = error as AuthFailure;
  return failure?.body?.code ?? failure?.code;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

const emailTaken = () => new AppError(409, 'email_taken', m.emailTaken);
const currentPasswordProblem = (code: string, message: string) => new AppError(400, code, message, { currentPassword: message });

export function createAccountsService({ auth, accounts, storage }: { auth: Auth; accounts: AccountsRepository; storage: FileStorage }) {
  return {
    async signUp(input: SignUp, headers: Headers) {
      try {
        const { headers: out, response } = await auth.api.signUpEmail({
          body: { ...input, name: `${input.firstNames} ${input.lastNames}` },
          headers,
          returnHeaders: true,
        });
        const user = await accounts.findById(response.user.id);
        return { user: toAccountView(user!), headers: out };
      } catch (error) {
        const code = authCode(error);
        if (code?.startsWith('USER_ALREADY_EXISTS') || isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async signIn(input: { email: string; password: string }, headers: Headers) {
      try {
        const { headers: out, response } = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
        const user = await accounts.findById(response.user.id);
        return { user: toAccountView(user!), headers: out };
      } catch (error) {
        if (authCode(error) === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError(401, 'wrong_credentials', m.wrongCredentials);
        throw error;
      }
    },

    async signOut(headers: Headers) {
      const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
      return out;
    },

    async currentUser(headers: Headers) {
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      const user = await accounts.findById(session.user.id);
      return user ? toAccountView(user) : null;
    },

    async requestPasswordReset(email: string, resetPage: string) {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: resetPage } });
    },

    async resetPassword(token: string, password: string) {
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (authCode(error) === 'INVALID_TOKEN') throw new AppError(400, 'invalid_token', m.resetInvalidToken);
        throw error;
      }
    },

    /** Changing the e-mail (where reset links go) asks for the current password: a session alone is not enough. */
    async updateProfile(userId: string, { currentPassword, ...profile }: ProfileUpdate, headers: Headers) {
      const account = await accounts.findById(userId);
      if (account && account.email !== profile.email) {
        if (!currentPassword) throw currentPasswordProblem('current_password_required', m.currentPasswordRequired);
        try {
          await auth.api.verifyPassword({ body: { password: currentPassword }, headers });
        } catch (error) {
          if (authCode(error) === 'INVALID_PASSWORD') throw currentPasswordProblem('wrong_current_password', m.currentPasswordWrong);
          throw error;
        }
      }
      const owner = await accounts.findByEmail(profile.email);
      if (owner && owner.id !== userId) throw emailTaken();
      try {
        return toAccountView(await accounts.updateProfile(userId, profile));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async updatePhoto(userId: string, upload: Buffer) {
      const jpeg = await normalizeProfilePhoto(upload);
      const key = `avatars/${userId}-${randomBytes(6).toString('hex')}.jpg`;
      await storage.put(key, jpeg, 'image/jpeg');
      return toAccountView(await accounts.updatePhoto(userId, storage.publicUrl(key)));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
