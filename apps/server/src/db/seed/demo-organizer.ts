import type { BuiltApp } from '../../app.ts';
import { storeDemoLogo } from './demo-logos.ts';

type Services = Pick<BuiltApp, 'services'>['services'];

/** The demo organizer: the business behind the demo events, run by the demo organizer's account. */
export async function seedDemoOrganizer(services: Services, ownerId: string | null, eventIds: readonly number[]) {
  if (!ownerId) return null;
  const { organizersRepository: organizers, storage } = services;
  const existing = (await organizers.listFor(ownerId, false)).find((row) => row.name === 'Corre México Eventos');
  if (existing) return existing.id;
  const id = await organizers.insert(undefined, { name: 'Corre México Eventos', color: '#f26b1d', privacyLink: 'https://corremexico.example.mx/aviso-de-privacidad' }, ownerId);
  const logoUrl = await storeDemoLogo(storage, 'logos/organizer-corre-mexico.png', { background: '#1b2a4a', accent: '#f26b1d' });
  await organizers.update(undefined, id, { logoUrl });
  await organizers.assignEvents(id, eventIds);
  return id;
}
