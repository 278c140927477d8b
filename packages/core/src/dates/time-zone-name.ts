import { messages } from '../i18n/messages.ts';

type MexicanZone = keyof typeof messages.common.timeZoneNames;

/** The IANA zones of Mexico by official zone (border cities keep the US daylight saving time). */
const mexicanZones: Record<string, MexicanZone> = {
  'America/Mexico_City': 'centro',
  'America/Monterrey': 'centro',
  'America/Merida': 'centro',
  'America/Bahia_Banderas': 'centro',
  'America/Chihuahua': 'centro',
  'America/Matamoros': 'centro',
  'America/Ojinaga': 'centro',
  'America/Mazatlan': 'pacifico',
  'America/Hermosillo': 'pacifico',
  'America/Ciudad_Juarez': 'pacifico',
  'America/Tijuana': 'noroeste',
  'America/Cancun': 'sureste',
};

/**
 * How a time zone is named next to a time ('hora del centro de México'): Mexico's zones by their
 * official names, any other by its Spanish name at that instant, or by its IANA name.
 */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const mexican = mexicanZones[timeZone];
  if (mexican) return messages.common.timeZoneNames[mexican];
  try {
    const parts = new Intl.DateTimeFormat('es-MX', { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
