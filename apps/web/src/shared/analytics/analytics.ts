/**
 * Tracking of the registration funnel (spec §7): Google Analytics (gtag) and the Facebook pixel
 * (fbq), loaded only when the event configures them (`analytics.gaId`, `analytics.facebookPixel`).
 * Until `initAnalytics` runs with an id, `track` does nothing (the default is a no-op). An organizer's site sends
 * its page views to its own trackers with `trackPageView`.
 */
export type FunnelEvent = 'PageView' | 'ViewContent' | 'InitiateCheckout' | 'Lead' | 'Purchase';

export interface FunnelData {
  value?: number;
  currency?: string;
  contentName?: string;
}

type Command = (...args: unknown[]) => void;
interface TrackingWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: Command & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: Command };
  _fbq?: unknown;
}

const gaNames: Record<FunnelEvent, string> = {
  PageView: 'page_view',
  ViewContent: 'view_item',
  InitiateCheckout: 'begin_checkout',
  Lead: 'generate_lead',
  Purchase: 'purchase',
};

const loaded = { ga: new Set<string>(), pixel: new Set<string>() };
const tracking = () => window as unknown as TrackingWindow;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGtag(id: string): void {
  const w = tracking();
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  }
  w.gtag('config', id, { send_page_view: false });
  loaded.ga.add(id);
}

function loadPixel(id: string): void {
  const w = tracking();
  if (!w.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    } as NonNullable<TrackingWindow['fbq']>;
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  w.fbq('init', id);
  loaded.pixel.add(id);
}

/** The ids of the event on screen: events go only to them (another event's trackers may be loaded). */
let current: { gaId: string | null; facebookPixel: string | null } = { gaId: null, facebookPixel: null };

/** Loads the event's trackers (once per id) and makes them the current ones; no id, nothing is loaded. */
export function initAnalytics(config: { gaId: string | null; facebookPixel: string | null } | null | undefined): void {
  current = { gaId: config?.gaId || null, facebookPixel: config?.facebookPixel || null };
  if (typeof window === 'undefined') return;
  if (current.gaId && !loaded.ga.has(current.gaId)) loadGtag(current.gaId);
  if (current.facebookPixel && !loaded.pixel.has(current.facebookPixel)) loadPixel(current.facebookPixel);
}

/** Sends one funnel event to the current event's trackers (a no-op when it has none). */
export function track(event: FunnelEvent, data: FunnelData = {}): void {
  const w = tracking();
  if (current.gaId && w.gtag) {
    w.gtag('event', gaNames[event], { send_to: current.gaId, value: data.value, currency: data.currency, item_name: data.contentName });
  }
  if (current.facebookPixel && w.fbq) {
    w.fbq('trackSingle', current.facebookPixel, event, { value: data.value, currency: data.currency, content_name: data.contentName });
  }
}

/**
 * One page view sent to the given trackers (an organizer site's own, loaded once per id), whichever event's trackers
 * are current: a site's visits count on the site's accounts, its registration's funnel on the event's.
 */
export function trackPageView(ids: { gaId: string | null; facebookPixel: string | null }, page: { path: string; title: string }): void {
  if (typeof window === 'undefined') return;
  if (ids.gaId && !loaded.ga.has(ids.gaId)) loadGtag(ids.gaId);
  if (ids.facebookPixel && !loaded.pixel.has(ids.facebookPixel)) loadPixel(ids.facebookPixel);
  const w = tracking();
  if (ids.gaId && w.gtag) w.gtag('event', 'page_view', { send_to: ids.gaId, page_path: page.path, page_title: page.title, page_location: window.location.href });
  if (ids.facebookPixel && w.fbq) w.fbq('trackSingle', ids.facebookPixel, 'PageView');
}
