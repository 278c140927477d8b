import { timeZoneName } from '@dorsal/core';

/** Mexico's zones, most used first; an event elsewhere keeps its own zone as an extra option. */
const mexicanZones = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Mazatlan',
  'America/Hermosillo',
  'America/Tijuana',
  'America/Matamoros',
  'America/Ojinaga',
  'America/Ciudad_Juarez',
  'America/Bahia_Banderas',
];

export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = mexicanZones.includes(current) || current === '' ? mexicanZones : [current, ...mexicanZones];
  return zones.map((zone) => ({ value: zone, label: `${zone.replace('America/', '').replaceAll('_', ' ')} · ${timeZoneName(zone)}` }));
}
