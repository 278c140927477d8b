/** Escapes text placed inside the HTML body of a mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The shared frame of every Dorsal mail: header, body paragraphs, an optional button, footer. */
export function mailLayout({ title, paragraphs, action }: { title: string; paragraphs: string[]; action?: { label: string; url: string } }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#f26b1d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
       <p style="font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="es-MX"><body style="margin:0;background:#f2f4f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a2e">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#0d3b8c;color:#fff;padding:16px 24px;border-radius:12px 12px 0 0;font-size:22px;font-weight:bold">Dorsal</div>
<div style="background:#fff;padding:24px;border-radius:0 0 12px 12px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}</div>
<p style="font-size:12px;color:#666;text-align:center">Dorsal · contacto@dorsal.mx</p></div></body></html>`;
}
