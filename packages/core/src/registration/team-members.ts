import { z } from 'zod';
import { genderSchema } from '../accounts/account.schema.ts';
import { fill } from '../i18n/fill.ts';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { NAME_MAX_LENGTH } from './registrant.schema.ts';

const required = messages.common.required;
const m = messages.registrationServer;

/** A relay or team takes at most this many athletes (the registering athlete included). */
export const MAX_TEAM_SIZE = 5;

const name = safeText({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, messages.account.maxLength);

/** Another member of a relay or team (the registering athlete is member 1): names, surnames and gender. */
export const teamMemberSchema = z.object({ firstNames: name, lastNames: name, gender: genderSchema });
export type TeamMember = z.output<typeof teamMemberSchema>;
export type TeamMemberInput = z.input<typeof teamMemberSchema>;

export const teamMembersSchema = z.array(teamMemberSchema).max(MAX_TEAM_SIZE - 1, m.teamMembersNone).default([]);

/**
 * A modality of team size n takes exactly n − 1 other members; an individual one (n = 1) none.
 * Null when the count fits, else the Spanish message.
 */
export function teamMembersProblem(teamSize: number, members: readonly unknown[]): string | null {
  const others = Math.max(0, teamSize - 1);
  if (members.length === others) return null;
  return others === 0 ? m.teamMembersNone : fill(m.teamMembersCount, { size: teamSize });
}

/** The whole team in order (the registering athlete first), as confirmation pages and certificates list it. */
type Named = { firstNames: string; lastNames: string };
export function teamRoster(athlete: Named, members: readonly Named[]): string[] {
  return [athlete, ...members].map((member) => `${member.firstNames} ${member.lastNames}`.trim());
}
