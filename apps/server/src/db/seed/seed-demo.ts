import type { BuiltApp } from '../../app.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoRegistration } from './demo-registration.ts';
import { seedDemoOrganizer } from './demo-organizer.ts';
import { seedDemoSite } from './demo-site.ts';

/** The demo data `npm start` puts in an empty database. Each part is a function tests reuse. */
export async function seedDemo(built: Pick<BuiltApp, 'services'>) {
  const accounts = await seedDemoAccounts(built);
  const events = await seedDemoEvents(built.services, accounts['organizador@dorsal.mx'] ?? null);
  const organizerId = await seedDemoOrganizer(built.services, accounts['organizador@dorsal.mx'] ?? null, Object.values(events));
  await seedDemoSite(built.services, organizerId, events);
  await seedDemoRegistration(built.services, events);
  const seller = accounts['taquilla@dorsal.mx'];
  if (seller && events.monterrey !== undefined) await built.services.eventsRepository.grantRoleIfNone(events.monterrey, seller, 'pointOfSale');
  return { accounts, events };
}
