import { fill, messages, teamMemberSchema } from '@dorsal/core';
import type { TeamMember } from '@dorsal/core';
import type { TeamMemberField, TeamMemberValues } from './teamValues.ts';

const labels: Record<TeamMemberField, string> = {
  firstNames: messages.accountScreens.firstNames,
  lastNames: messages.registration.registrant.lastNames,
  gender: messages.accountScreens.gender,
};

/** Core `teamMemberSchema` on each member: errors keyed 'index.field', the members as the API takes them, and the toasts. */
export function validateTeam(members: readonly TeamMemberValues[]) {
  const errors: Record<string, string> = {};
  const valid: TeamMember[] = [];
  const toasts: string[] = [];
  members.forEach((member, index) => {
    const parsed = teamMemberSchema.safeParse(member);
    if (parsed.success) return valid.push(parsed.data);
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as TeamMemberField;
      if (errors[`${index}.${field}`]) continue;
      errors[`${index}.${field}`] = issue.message;
      const label = `${fill(messages.registrationScreens.options.member, { n: index + 2 })} · ${labels[field]}`;
      toasts.push(fill(messages.registration.fields.requiredToast, { label }));
    }
  });
  return { valid: toasts.length === 0, errors, members: valid, toasts };
}
