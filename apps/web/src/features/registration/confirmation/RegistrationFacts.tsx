import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { messages } from '@dorsal/core';
import { formatEventDate } from '../../../shared/events/format.ts';
import type { Confirmation } from '@dorsal/core';
import { FactList } from './FactList.tsx';
import { SectionCard } from './SectionCard.tsx';

const t = messages.registrationScreens.confirmation;

/** 'Datos de inscripción': number, athlete (and a relay's or team's members), distance, branch and category. */
export function RegistrationFacts({ confirmation }: { confirmation: Confirmation }) {
  const bib = confirmation.bib && confirmation.bib > 0 ? confirmation.bib : (confirmation.bibMessage ?? t.bibPending);
  return (
    <SectionCard title={t.data} icon={<AssignmentIndIcon />}>
      <FactList
        facts={[
          { label: t.number, value: bib, testId: 'registration-number' },
          { label: t.athlete, value: confirmation.name },
          { label: t.team, value: confirmation.team.map((member) => `${member.position}. ${member.name}`).join(' · '), testId: 'registration-team' },
          { label: t.modality, value: confirmation.modality.name, testId: 'registration-modality' },
          { label: t.branch, value: confirmation.branch.label },
          { label: t.category, value: confirmation.category.name, testId: 'registration-category' },
          { label: t.eventDate, value: formatEventDate(confirmation.event.date) },
        ]}
      />
    </SectionCard>
  );
}
