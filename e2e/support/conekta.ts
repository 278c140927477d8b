/**
 * The second stack the suite starts (playwright.config.ts): the fake Conekta and a Dorsal server
 * with PAYMENTS_PROVIDER=conekta pointed at it, each on its own port.
 */
export const conektaStack = {
  port: Number(process.env.E2E_CONEKTA_PORT ?? 4174),
  fakePort: Number(process.env.FAKE_CONEKTA_PORT ?? 4175),
};

/** The Conekta-backed Dorsal server, for `test.use({ baseURL })`. */
export const conektaBaseUrl = `http://localhost:${conektaStack.port}`;
export const fakeConektaUrl = `http://127.0.0.1:${conektaStack.fakePort}`;
