import { describe, expect, it } from 'vitest';
import { localStartOf, startInstantOf } from './local-start.ts';

describe('local start of a modality', () => {
  it('reads and writes the wall clock of the event zone, both ways', () => {
    expect(startInstantOf('2027-03-14T07:30', 'America/Mexico_City')).toBe('2027-03-14T13:30:00.000Z');
    expect(localStartOf('2027-03-14T13:30:00.000Z', 'America/Mexico_City')).toBe('2027-03-14T07:30');
    expect(localStartOf(startInstantOf('2027-11-07T01:30', 'America/Tijuana')!, 'America/Tijuana')).toBe('2027-11-07T01:30');
    expect(startInstantOf('2027-02-30T07:00', 'America/Mexico_City')).toBeNull();
  });
});
