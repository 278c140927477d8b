/** Where a registration can be seen: the confirmation page (web) and its files (API). */
export function confirmationPageUrl(baseUrl: string, registration: { publicKey: string; eventId: number }): string {
  return `${baseUrl.replace(/\/$/, '')}/detalle-inscrito?registry=${encodeURIComponent(registration.publicKey)}&event=${registration.eventId}`;
}

export function bibImagePath(registration: { publicKey: string; eventId: number }): string {
  return `/api/registrations/${encodeURIComponent(registration.publicKey)}/bib.png?event=${registration.eventId}`;
}

export function confirmationPdfPath(registration: { publicKey: string; eventId: number }): string {
  return `/api/registrations/${encodeURIComponent(registration.publicKey)}/confirmation.pdf?event=${registration.eventId}`;
}

export function trackingQrPath(registration: { publicKey: string; eventId: number }): string {
  return `/api/registrations/${encodeURIComponent(registration.publicKey)}/tracking-qr.svg?event=${registration.eventId}`;
}
