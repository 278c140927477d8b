import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { conektaDefaults } from '../adapters/payments/conekta/conekta-config.ts';
import type { PaymentsSettings } from '../adapters/payments/payment-settings.ts';

/**
 * What the web app loads from other origins. Analytics: the event's Google tag and Meta pixel
 * (apps/web/src/features/registration/analytics.ts), with the hosts their scripts send to as Google and
 * Meta document them (their pixels are images: any https image is allowed). Finish videos: YouTube's
 * privacy-enhanced player, or a file at the organizer's address. Images: event logos and photos may live at the
 * organizer's or the previous platform's addresses (imported events point at its storage).
 */
const analytics = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://www.facebook.com', 'https://connect.facebook.net'],
};
const videoFrames = ['https://www.youtube-nocookie.com'];

/** Conekta.js (CONEKTA_TOKENIZER_URL) and the API it sends the card to (CONEKTA_API_URL), by origin. */
function cardTokenizerOrigins(payments: PaymentsSettings): { script: string[]; connect: string[] } {
  if (payments.provider !== 'conekta') return { script: [], connect: [] };
  const script = new URL(payments.conekta.tokenizerScriptUrl ?? conektaDefaults.tokenizerScriptUrl).origin;
  const api = new URL(payments.conekta.baseUrl ?? conektaDefaults.baseUrl).origin;
  return { script: [script], connect: [...new Set([script, api])] };
}

export interface SecurityHeaderSettings {
  publicUrl: string | undefined;
  /** Origins that may show the app in a frame besides itself (FRAME_ANCESTORS: organizer sites, the widget). */
  frameAncestors: string[];
  payments: PaymentsSettings;
}

/** The Content-Security-Policy directives of every answer. */
export function contentSecurityDirectives({ publicUrl, frameAncestors, payments }: SecurityHeaderSettings): Record<string, string[]> {
  const tokenizer = cardTokenizerOrigins(payments);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
    'script-src': ["'self'", ...tokenizer.script, ...analytics.script],
    'script-src-attr': ["'none'"],
    'connect-src': ["'self'", ...tokenizer.connect, ...analytics.connect],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Emotion (MUI) writes its rules into <style> elements at run time; a nonce would need a per-request
    // index.html for styles only, and scripts, the part that matters, stay without any inline allowance.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'https:'],
    'frame-src': videoFrames,
    ...(publicUrl?.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers helmet sets for these options. They depend on the configuration only, so they are worked out
 * once at start: helmet's Fastify plugin rebuilds its middleware (parsing the CSP again) on every request.
 */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, a referrer policy that keeps confirmation
 * keys in URLs from leaving the site, HSTS once the app is served over HTTPS, and frame protection.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const https = settings.publicUrl?.startsWith('https://') ?? false;
  const headers = securityHeaderValues({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(settings) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    // X-Frame-Options cannot list origins; with an allow-list, frame-ancestors alone decides.
    xFrameOptions: settings.frameAncestors.length ? false : { action: 'sameorigin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
