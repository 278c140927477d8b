import type { BuiltApp } from '../../app.ts';

export const DEMO_PASSWORD = 'dorsal2026';

export const demoAccounts = [
  { role: 'admin', email: 'admin@dorsal.mx', firstNames: 'Adriana', lastNames: 'Mendoza Ruiz', gender: 'F', birthDate: '1985-04-12', phone: '5512345678' },
  { role: 'athlete', email: 'organizador@dorsal.mx', firstNames: 'Rosa María', lastNames: 'Villaseñor Cano', gender: 'F', birthDate: '1979-11-03', phone: '3312345678' },
  { role: 'athlete', email: 'atleta@dorsal.mx', firstNames: 'Carlos', lastNames: 'Hernández López', gender: 'M', birthDate: '1992-09-30', phone: '5587654321' },
  { role: 'athlete', email: 'taquilla@dorsal.mx', firstNames: 'Tania', lastNames: 'Quiroga Salas', gender: 'F', birthDate: '1996-02-21', phone: '8112003344' },
] as const;

/** One account per platform role plus an organizer (staff of the demo events) and a point of sale; ids by email. */
export async function seedDemoAccounts({ services }: Pick<BuiltApp, 'services'>) {
  const ids: Record<string, string> = {};
  for (const account of demoAccounts) {
    const { role, ...profile } = account;
    const existing = await services.accountsRepository.findByEmail(profile.email);
    const id = existing?.id ?? (await services.accounts.signUp({ ...profile, password: DEMO_PASSWORD }, new Headers())).user.id;
    await services.accountsRepository.setRole(id, role);
    ids[profile.email] = id;
  }
  return ids;
}
