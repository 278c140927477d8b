import { seedDemo } from '../db/seed/seed-demo.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
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
