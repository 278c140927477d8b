import { useId } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { fill, messages } from '@dorsal/core';
import { GenderSelect } from '../../../shared/accounts/GenderSelect.tsx';
import type { TeamMemberField, TeamMemberValues } from '../wizard/teamValues.ts';
import { StepSection } from './StepSection.tsx';

const t = messages.registrationScreens.options;
const a = messages.accountScreens;

function MemberFields({
  position,
  member,
  errorOf,
  onChange,
  onBlur,
}: {
  position: number;
  member: TeamMemberValues;
  errorOf: (field: TeamMemberField) => string | undefined;
  onChange: (member: TeamMemberValues) => void;
  onBlur: (field: TeamMemberField) => void;
}) {
  const legendId = useId();
  const bind = (field: TeamMemberField) => {
    const error = errorOf(field);
    return {
      value: member[field],
      onChange: (event: { target: { value: string } }) => onChange({ ...member, [field]: event.target.value }),
      onBlur: () => onBlur(field),
      error: Boolean(error),
      helperText: error,
      required: true,
    };
  };
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={legendId} component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {fill(t.member, { n: position })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr 180px' } }}>
        <TextField {...bind('firstNames')} label={a.firstNames} autoComplete="off" />
        <TextField {...bind('lastNames')} label={messages.registration.registrant.lastNames} autoComplete="off" />
        <GenderSelect binding={bind('gender')} />
      </Box>
    </Box>
  );
}

/** 'Integrantes del equipo': names, surnames and gender of each other member of a relay or team (the athlete is member 1). */
export function TeamMembers({
  teamSize,
  members,
  errors,
  touched,
  showAll,
  onChange,
  onBlur,
}: {
  teamSize: number;
  members: readonly TeamMemberValues[];
  /** Keyed 'index.field' (wizard/team.ts `validateTeam`). */
  errors: Record<string, string>;
  touched: Record<string, boolean>;
  showAll: boolean;
  onChange: (index: number, member: TeamMemberValues) => void;
  onBlur: (key: string) => void;
}) {
  return (
    <StepSection title={t.team} lead={fill(t.teamLead, { size: teamSize })}>
      <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="team-members">
        {members.map((member, index) => (
          <MemberFields
            key={index}
            position={index + 2}
            member={member}
            errorOf={(field) => (showAll || touched[`${index}.${field}`] ? errors[`${index}.${field}`] : undefined)}
            onChange={(next) => onChange(index, next)}
            onBlur={(field) => onBlur(`${index}.${field}`)}
          />
        ))}
      </Box>
    </StepSection>
  );
}
