import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-port.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { Realtime } from '../../lib/realtime/index.ts';

/** What every part of the virtual challenges module (organizer, athlete, images) is given. */
export interface ChallengesDeps {
  db: Db;
  storage: FileStorage;
  currentUser: CurrentUser;
  outbox: OutboxRepository;
  payments: PaymentProvider;
  /** The product's public origin, for links in mails and share links. */
  baseUrl: string;
  /** Server-sent updates (the chat's live messages). */
  realtime: Realtime;
}
