import type { BuiltApp } from '../../app.ts';
import { seedDemoAccounts } from './demo-accounts.ts';

/** The demo data `npm start` puts in an empty database. Each part is a function tests reuse. */
export async function seedDemo(built: Pick<BuiltApp, 'services'>) {
  await seedDemoAccounts(built);
}
