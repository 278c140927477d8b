import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_TEAM_SIZE, teamMemberSchema, teamMembersProblem, teamRoster } from './team-members.ts';

describe('team members', () => {
  it('asks an individual modality for no one and a relay for exactly size − 1 others', () => {
    expect(teamMembersProblem(1, [])).toBeNull();
    expect(teamMembersProblem(1, [{}])).toBe('Esta distancia es individual: no lleva integrantes de equipo');
    expect(teamMembersProblem(2, [{}])).toBeNull();
    expect(teamMembersProblem(4, [{}])).toBe('Esta distancia es por equipos de 4 integrantes: escribe los datos de cada uno');
  });

  it('accepts a count exactly when it is size − 1, for every size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TEAM_SIZE }), fc.integer({ min: 0, max: 6 }), (size, count) => {
        expect(teamMembersProblem(size, Array.from({ length: count })) === null).toBe(count === size - 1);
      }),
    );
  });

  it('needs names, surnames and a gender for each member', () => {
    expect(teamMemberSchema.safeParse({ firstNames: ' Andrea ', lastNames: 'Ruiz', gender: 'F' })).toMatchObject({ success: true, data: { firstNames: 'Andrea' } });
    const missing = teamMemberSchema.safeParse({ firstNames: '', lastNames: 'Ruiz', gender: 'X' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstNames', 'Campo requerido'],
      ['gender', 'Campo requerido'],
    ]);
  });

  it('lists the team with the registering athlete first', () => {
    expect(teamRoster({ firstNames: 'Lucía', lastNames: 'Torres' }, [{ firstNames: 'Andrea', lastNames: 'Ruiz' }])).toEqual(['Lucía Torres', 'Andrea Ruiz']);
  });
});
