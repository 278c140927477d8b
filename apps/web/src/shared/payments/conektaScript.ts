/** The card Conekta.js tokenizes (its documented field names). */
export interface ConektaCard {
  number: string;
  name: string;
  exp_year: string;
  exp_month: string;
  cvc: string;
}

/** The part of Conekta.js v1 the card form uses. */
export interface ConektaJs {
  setPublicKey(key: string): void;
  setLanguage?(language: string): void;
  Token: {
    create(params: { card: ConektaCard }, onSuccess: (token: { id?: unknown }) => void, onError: (error: unknown) => void): void;
  };
}

/** A script that neither loads nor fails (a stalled network) counts as failed after this long. */
const LOAD_TIMEOUT_MS = 20_000;
const loads = new Map<string, Promise<ConektaJs>>();

/**
 * Adds Conekta.js to the page once per URL and resolves with `window.Conekta`. A failed load is
 * forgotten (its <script> removed), so the next 'Pagar' tries again.
 */
export function loadConektaScript(url: string): Promise<ConektaJs> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<ConektaJs>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(), LOAD_TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new Error(`Could not load ${url}`));
    }
    script.src = url;
    script.async = true;
    script.onerror = fail;
    script.onload = () => {
      window.clearTimeout(timer);
      const conekta = (window as { Conekta?: ConektaJs }).Conekta;
      if (typeof conekta?.Token?.create === 'function') resolve(conekta);
      else fail();
    };
    document.head.appendChild(script);
  });
  loads.set(url, loading);
  return loading;
}
