import { describe, expect, it } from 'vitest';
import { registrantCsvHeader, registrantCsvRecord } from './registrant-csv.ts';
import type { RegistrantColumns, RegistrantRow } from './registrants.schemas.ts';

const row: RegistrantRow = {
  id: 1, key: 'abc', bib: 7, bibReleased: false, deleted: false, firstNames: 'Lucía', lastNames: 'Pérez Gil', paternalSurname: null, maternalSurname: null,
  email: 'lucia@ejemplo.mx', phone: '5511223344', birthDate: '1990-07-15', modalityCode: 'REL', modalityName: 'Relevo 3 × 5 km', branch: 'F',
  categoryCode: 'LIB', categoryName: 'Libre', registeredBy: 'Lucía Pérez Gil', channel: 'online', chargeCents: 90000, totalCents: 90000, currency: 'MXN',
  createdAt: '2026-11-26T22:44:00.000Z', state: 'confirmed', status: 'Pagado', formValues: {}, products: [],
  team: [{ firstNames: 'Andrea', lastNames: 'Ruiz Solís', gender: 'F' }],
};

describe('registrant reports with relays', () => {
  it("adds each other member's names, surnames and branch up to the event's largest team; shorter teams leave them empty", () => {
    const columns: RegistrantColumns = { separateSurnames: false, teamSize: 3, fields: [], products: [] };
    const header = registrantCsvHeader(columns, 'data');
    const record = registrantCsvRecord(row, columns, 'data', 'America/Mexico_City');
    expect(header).toHaveLength(record.length);
    const at = (label: string) => record[header.indexOf(label)];
    expect(at('Integrante 2: nombre(s)')).toBe('Andrea');
    expect(at('Integrante 2: apellidos')).toBe('Ruiz Solís');
    expect(at('Integrante 2: rama')).toBe('Femenil');
    expect(at('Integrante 3: nombre(s)')).toBe('');
  });

  it('an event without relays has no member columns', () => {
    const header = registrantCsvHeader({ separateSurnames: true, teamSize: 1, fields: [], products: [] }, 'full');
    expect(header.some((label) => label.startsWith('Integrante'))).toBe(false);
  });
});
