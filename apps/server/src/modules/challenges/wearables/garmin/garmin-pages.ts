import { messages } from '@dorsal/core';
import { SANDBOX_CONSENT_PATH } from '../../../../adapters/wearables/sandbox/sandbox-provider.ts';

const t = messages.garmin.consent;

/** Texts go in as text: every value is escaped. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const style = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1c2430}
main{max-width:440px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.brand{display:inline-block;background:#000;color:#fff;font-weight:700;letter-spacing:.08em;padding:4px 10px;border-radius:4px;font-size:14px}
h1{font-size:22px;margin:16px 0 8px}
p{line-height:1.5;margin:0 0 20px}
button{width:100%;min-height:48px;border:0;border-radius:8px;background:#1565c0;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #0d47a1;outline-offset:2px}
`;

function page(title: string, body: string, outcome?: 'connected' | 'failed'): string {
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body${outcome ? ` data-garmin="${outcome}"` : ''}><main><div class="card"><span class="brand">GARMIN</span>${body}</div></main>${outcome ? '<script src="/api/garmin/popup.js"></script>' : ''}</body></html>`;
}

/** The sandbox's consent page: 'Autorizar' goes back to the callback with the token and its verifier, as Garmin would. */
export function sandboxConsentPage(requestToken: string | undefined, verifier: string | null): string {
  if (!requestToken || !verifier) return failedPage(messages.garmin.errors.requestExpired);
  return page(
    t.pageTitle,
    `<h1>${escapeHtml(t.pageTitle)}</h1><p>${escapeHtml(t.text)}</p>
<form method="get" action="/api/garmin/callback"><input type="hidden" name="oauth_token" value="${escapeHtml(requestToken)}"><input type="hidden" name="oauth_verifier" value="${escapeHtml(verifier)}"><button type="submit">${escapeHtml(t.authorize)}</button></form>`,
  );
}

export function connectedPage(): string {
  return page(t.doneTitle, `<h1>${escapeHtml(t.doneTitle)}</h1><p>${escapeHtml(t.doneText)}</p><button type="button" id="close">${escapeHtml(t.close)}</button>`, 'connected');
}

export function failedPage(message: string): string {
  return page(t.failedTitle, `<h1>${escapeHtml(t.failedTitle)}</h1><p>${escapeHtml(message)}</p><button type="button" id="close">${escapeHtml(t.close)}</button>`, 'failed');
}

/**
 * Tells the Dorsal window that opened the popup (a BroadcastChannel reaches it even when the browser severed the opener
 * after Garmin's origin), then closes it after a success; a failure stays to be read.
 */
export const popupScript = `(function () {
  var outcome = document.body.getAttribute('data-garmin');
  var close = document.getElementById('close');
  if (close) close.addEventListener('click', function () { window.close(); });
  var report = { type: 'dorsal-garmin', outcome: outcome };
  try {
    if (typeof BroadcastChannel !== 'undefined') {
      var channel = new BroadcastChannel('dorsal-garmin');
      channel.postMessage(report);
      channel.close();
    } else if (window.opener) {
      window.opener.postMessage(report, window.location.origin);
    }
  } catch (e) {}
  if (outcome === 'connected') setTimeout(function () { window.close(); }, 600);
})();
`;

export { SANDBOX_CONSENT_PATH };
