/**
 * Where a registration can be seen: the confirmation page (web) and its files (API). One made on an organizer's
 * website (`siteLink`, `https://host/{route}`) is seen there, at `/{route}/{idregistro}`.
 */
export function confirmationPageUrl(baseUrl: string, registration: { publicKey: string; eventId: number; siteLink?: string | null }): string {
  if (registration.siteLink) return `${registration.siteLink}/${encodeURIComponent(registration.publicKey)}`;
  return `${baseUrl.replace(/\/$/, '')}/detalle-inscrito?registry=${encodeURIComponent(registration.publicKey)}&event=${registration.eventId}`;
}

/** `member`: a relay's or team's member from 2 on (their name on the bib); the athlete's own bib without it. */
export function bibImagePath(registration: { publicKey: string; eventId: number }, member?: number): string {
  const path = `/api/registrations/${encodeURIComponent(registration.publicKey)}/bib.png?event=${registration.eventId}`;
  return member && member > 1 ? `${path}&integrante=${member}` : path;
}

export function confirmationPdfPath(registration: { publicKey: string; eventId: number }): string {
  return `/api/registrations/${encodeURIComponent(registration.publicKey)}/confirmation.pdf?event=${registration.eventId}`;
}

export function trackingQrPath(registration: { publicKey: string; eventId: number }): string {
  return `/api/registrations/${encodeURIComponent(registration.publicKey)}/tracking-qr.svg?event=${registration.eventId}`;
}
