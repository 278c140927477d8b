// Apart from team.ts: its check brings core's zod schema, which the wizard's state does not need.

/** Another member of a relay or team as the form holds it (gender '' until chosen). */
export interface TeamMemberValues {
  firstNames: string;
  lastNames: string;
  gender: string;
}
export type TeamMemberField = keyof TeamMemberValues;

const emptyMember = (): TeamMemberValues => ({ firstNames: '', lastNames: '', gender: '' });

/** The other members a modality of this team size asks for: what was typed is kept, missing ones added empty. */
export function resizeTeam(members: readonly TeamMemberValues[], teamSize: number): TeamMemberValues[] {
  const others = Math.max(0, teamSize - 1);
  return Array.from({ length: others }, (_, index) => members[index] ?? emptyMember());
}
