import sharp from 'sharp';
import { registrationBodySchema, type FieldDefinition, type Product } from '@dorsal/core';
import type { BuiltApp } from '../../app.ts';
import type { RegistrationSetupInput } from '../../modules/registration/setup/setup.ts';

type Services = Pick<BuiltApp, 'services'>['services'];

const currencies = [
  { code: 'MXN', kind: 'base' as const, rate: 1, label: 'Pesos mexicanos', showMxnEquivalent: false },
  { code: 'USD', kind: 'other' as const, rate: 18.5, label: 'Dólares estadounidenses', showMxnEquivalent: true },
];

const emergencyContact: FieldDefinition = { id: 'contactoEmergencia', label: 'Contacto de emergencia', type: 'text', required: true, maxLength: 100, order: 1 };
const club: FieldDefinition = { id: 'club', label: 'Club o equipo', type: 'text', required: false, maxLength: 100, order: 2 };

const products: Product[] = [
  {
    code: 'playera',
    name: 'Playera técnica conmemorativa',
    description: 'Tela dry-fit con el diseño del evento',
    unitCents: 25_000,
    maxQuantity: 1,
    color: '#c1121f',
    formFields: [
      { id: 'talla', label: 'Talla', type: 'select', required: true, options: ['CH', 'M', 'G', 'XG'].map((size) => ({ label: size, value: size })) },
    ],
  },
  { code: 'medalla', name: 'Medalla extra', description: 'Para tu familia o tu equipo', unitCents: 15_000, maxQuantity: 3 },
];

const cyclingProducts: Product[] = [
  {
    code: 'jersey',
    name: 'Jersey de ciclismo conmemorativo',
    description: 'Corte de competencia, con el diseño del Gran Fondo',
    unitCents: 95_000,
    maxQuantity: 1,
    color: '#003049',
    formFields: [
      { id: 'talla', label: 'Talla', type: 'select', required: true, options: ['CH', 'M', 'G', 'XG'].map((size) => ({ label: size, value: size })) },
    ],
  },
  { code: 'medalla', name: 'Medalla extra', description: 'Para tu familia o tu equipo', unitCents: 15_000, maxQuantity: 3 },
];

/** Two price windows: preventa until the end of 2026, regular until the day before the event. */
const windows = (eventDate: string, presale: number, regular: number) => [
  { from: '2026-06-01', to: '2026-12-31', prices: { precio_1: presale } },
  { from: '2027-01-01', to: new Date(Date.parse(`${eventDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10), prices: { precio_1: regular } },
];

/** The organizer's bib background for Monterrey: a frame in the event's colours, the middle left light. */
async function storeBibBackground(services: Services): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1025" height="820" viewBox="0 0 1025 820">
    <rect width="1025" height="820" fill="#fff7f0"/>
    <rect width="1025" height="110" fill="#c1121f"/><rect y="730" width="1025" height="90" fill="#c1121f"/>
    <path d="M0 110 L180 40 L330 110 Z M700 110 L860 20 L1025 110 Z" fill="#7a0c14"/>
    <circle cx="80" cy="775" r="26" fill="#ffffff"/><circle cx="945" cy="775" r="26" fill="#ffffff"/>
  </svg>`;
  await services.storage.put('bibs/monterrey-2027.png', await sharp(Buffer.from(svg)).png().toBuffer(), 'image/png');
  return services.storage.publicUrl('bibs/monterrey-2027.png');
}

/** Three sponsor places fill the Gran Fondo 120 km: it shows AGOTADO (comps go through the zero-total path). */
async function fillSoldOutModality(services: Services, eventId: number) {
  const athletes = [
    { firstNames: 'Ximena', lastNames: 'Ruiz Domínguez', gender: 'F', birthDate: '1991-03-14', phone: '7221234567' },
    { firstNames: 'Emiliano', lastNames: 'Castillo Peña', gender: 'M', birthDate: '1987-08-02', phone: '7227654321' },
    { firstNames: 'Renata', lastNames: 'Ávila Núñez', gender: 'F', birthDate: '1995-12-20', phone: '7229876543' },
  ];
  for (const [index, athlete] of athletes.entries()) {
    const email = `patrocinio${index + 1}@dorsal.mx`;
    await services.registration.service.register({
      eventId,
      idempotencyKey: `seed-gran-fondo-120-${index + 1}`,
      user: null,
      body: registrationBodySchema.parse({
        athlete: { ...athlete, email },
        modalityCode: 'GF',
        categoryCode: 'LIB',
        fields: { contactoEmergencia: 'Comité organizador' },
        discountCode: 'PATROCINADOR',
        payment: { method: 'none' },
      }),
    });
  }
}

/**
 * Registration for the demo's upcoming events, in two price windows, MXN + USD, card and OXXO.
 * Monterrey: 5K / 10K / 21K, playera (with a size) and medalla extra (up to 3), DORSAL10 (10 %, 100
 * uses), CORTESIA (100 %, 1 use: the zero-total path). Gran Fondo: the 120 km sold out (sponsor
 * places), the 70 km with a cycling jersey, a free family ride and a relay for pairs (team size 2).
 */
export async function seedDemoRegistration(services: Services, events: Record<string, number>) {
  const monterrey = events.monterrey;
  const valle = events['valle-bravo'];
  if (monterrey === undefined || valle === undefined) return;
  const configure = services.registration.setup;
  const monterreySetup: RegistrationSetupInput = {
    eventId: monterrey,
    settings: { currencies, formFields: [emergencyContact, club], bibDesign: { imageUrl: await storeBibBackground(services), fontColor: '#1b1b3a', whiteBack: true } },
    analytics: { gaId: 'G-DORSAL2027', facebookPixel: '102030405060708' },
    modalities: [
      { code: '5K', capacity: 1000, firstBib: 1, priceWindows: windows('2027-02-21', 45_000, 55_000), products },
      { code: '10K', capacity: 2000, firstBib: 2001, priceWindows: windows('2027-02-21', 55_000, 65_000), products },
      { code: '21K', capacity: 3000, firstBib: 5001, priceWindows: windows('2027-02-21', 75_000, 90_000), products },
    ],
    discountCodes: [
      { code: 'DORSAL10', kind: 'percent', value: 10, maxUses: 100 },
      { code: 'CORTESIA', kind: 'percent', value: 100, maxUses: 1 },
    ],
  };
  await configure(monterreySetup);
  await configure({
    eventId: valle,
    settings: { currencies, formFields: [emergencyContact] },
    modalities: [
      { code: 'GF', capacity: 3, firstBib: 1, priceWindows: windows('2027-03-14', 145_000, 165_000), products: cyclingProducts },
      { code: 'MF', capacity: 600, firstBib: 1001, priceWindows: windows('2027-03-14', 105_000, 125_000), products: cyclingProducts },
      { code: 'RF', capacity: 300, firstBib: 3001, priceWindows: windows('2027-03-14', 0, 0) },
      { code: 'REL', capacity: 100, firstBib: 4001, priceWindows: windows('2027-03-14', 160_000, 180_000), products: cyclingProducts },
    ],
    discountCodes: [
      { code: 'DORSAL10', kind: 'percent', value: 10, maxUses: 100 },
      { code: 'PATROCINADOR', kind: 'percent', value: 100, maxUses: 3, modalityCodes: ['GF'] },
    ],
  });
  await fillSoldOutModality(services, valle);
}
