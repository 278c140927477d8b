import { Stack } from '@mui/material';
import { messages, type ChallengeConfig } from '@dorsal/core';
import { CertificateImagePanel, MedalImagePanel, RaceNumberImagePanel } from '../../images/ChallengeImagePanels.tsx';
import { CategoriesPanel, FormDefinitionPanel, PhotoConfigPanel } from '../admin/AdminPanels.tsx';
import { AudioPanel } from '../audio/AudioPanel.tsx';
import { AccessCodesPanel } from '../codes/AccessCodesPanel.tsx';
import { StaffPanel } from '../staff/StaffPanel.tsx';
import { ConfigSection } from './ConfigSection.tsx';
import { DetailsPanel } from './DetailsPanel.tsx';

const t = messages.challengeOrganizer;

/** 'Configuración del reto': every panel; photo configuration, categories and form for the platform admin only. */
export function ConfigurationPanels({ challenge }: { challenge: ChallengeConfig }) {
  return (
    <Stack spacing={3}>
      <ConfigSection id="challenge-details" title={t.page.details}>
        <DetailsPanel challenge={challenge} />
      </ConfigSection>
      <ConfigSection id="challenge-codes" title={t.codes.title}>
        <AccessCodesPanel challenge={challenge} />
      </ConfigSection>
      <CertificateImagePanel challengeId={challenge.id} />
      <RaceNumberImagePanel challengeId={challenge.id} />
      <MedalImagePanel challengeId={challenge.id} />
      <ConfigSection id="challenge-audio" title={t.audio.title}>
        <AudioPanel challenge={challenge} />
      </ConfigSection>
      <ConfigSection id="challenge-staff" title={t.staff.title}>
        <StaffPanel challenge={challenge} />
      </ConfigSection>
      {challenge.isAdmin && (
        <>
          <ConfigSection id="challenge-photo-config" title={t.photoConfig.title} adminOnly>
            <PhotoConfigPanel challenge={challenge} />
          </ConfigSection>
          <ConfigSection id="challenge-categories" title={t.categories.title} adminOnly>
            <CategoriesPanel challenge={challenge} />
          </ConfigSection>
          <ConfigSection id="challenge-form" title={t.formDefinition.title} adminOnly>
            <FormDefinitionPanel challenge={challenge} />
          </ConfigSection>
        </>
      )}
    </Stack>
  );
}
