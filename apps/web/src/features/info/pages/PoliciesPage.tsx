import { Box, Chip, Stack } from '@mui/material';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { PolicySection } from '../components/PolicySection.tsx';

const t = messages.pages.policies;
const sections = [
  { id: 'aviso-de-privacidad', ...t.privacy },
  { id: 'terminos-y-condiciones', ...t.terms },
  { id: 'politica-de-reembolsos', ...t.refunds },
];

/** /politicas-privacidad: privacy notice, terms and refund policy. */
export function PoliciesPage() {
  return (
    <Page title={t.title} lead={t.lead}>
      <Box component="nav" aria-label={t.title} sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {sections.map(({ id, title }) => (
            <Chip key={id} component="a" href={`#${id}`} label={title} clickable color="primary" variant="outlined" />
          ))}
        </Stack>
      </Box>
      <Stack spacing={2.5}>
        {sections.map((section) => (
          <PolicySection key={section.id} {...section} />
        ))}
      </Stack>
    </Page>
  );
}
