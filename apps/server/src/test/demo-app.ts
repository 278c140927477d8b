import { seedDemo } from '../db/seed/seed-demo.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { signUpBody } from './fixtures.ts';
import { cookieHeader, createTestApp, type TestDatabaseKind } from './test-app.ts';

/** A test app with the whole demo seeded, and a way to sign in as any of its accounts. */
export async function createDemoApp(kind: TestDatabaseKind) {
  const t = await createTestApp(kind);
  const demo = await seedDemo(t);
  async function cookieFor(email: string, password = DEMO_PASSWORD) {
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
    return cookieHeader(response.headers['set-cookie']);
  }
  return { ...t, demo, cookieFor };
}
export type DemoApp = Awaited<ReturnType<typeof createDemoApp>>;

/**
 * The demo app with a Cookie header per kind of caller: the organizer (staff of the demo events), the admin,
 * the demo athlete, and a stranger (a new account that manages nothing).
 */
export async function createSignedInDemoApp(kind: TestDatabaseKind) {
  const t = await createDemoApp(kind);
  const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody() });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const cookies = {
    organizer: await t.cookieFor('organizador@dorsal.mx'),
    admin: await t.cookieFor('admin@dorsal.mx'),
    athlete: await t.cookieFor('atleta@dorsal.mx'),
    stranger: cookieHeader(signUp.headers['set-cookie']),
  };
  return { ...t, cookies };
}
export type SignedInDemoApp = Awaited<ReturnType<typeof createSignedInDemoApp>>;
