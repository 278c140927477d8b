import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone-name.ts';

describe('timeZoneName', () => {
  it("names Mexico's zones by their official names", () => {
    expect(timeZoneName('America/Mexico_City')).toBe('hora del centro de México');
    expect(timeZoneName('America/Monterrey')).toBe('hora del centro de México');
    expect(timeZoneName('America/Cancun')).toBe('hora del sureste de México');
    expect(timeZoneName('America/Tijuana')).toBe('hora del noroeste de México');
    expect(timeZoneName('America/Hermosillo')).toBe('hora del Pacífico de México');
  });

  it('names other zones in Spanish, and an unknown one by what it was given', () => {
    expect(timeZoneName('America/Bogota', new Date('2026-11-24T00:00:00Z'))).toBe('hora estándar de Colombia');
    expect(timeZoneName('Nowhere/Atlantis')).toBe('Nowhere/Atlantis');
  });
});
