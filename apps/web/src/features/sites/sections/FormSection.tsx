import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { messages } from '@dorsal/core/i18n/messages';
import { siteFormProblem } from '@dorsal/core/sites/site-form';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { ToastProvider } from '../../../shared/ui/ToastProvider.tsx';
import { TOAST_LONG_MS, useToast } from '../../../shared/ui/useToast.ts';
import { useSubmitSiteForm } from '../api.ts';
import { useSectionPageRoute } from '../SiteContext.ts';
import { Contained } from './Contained.tsx';
import { FormField } from './FormField.tsx';
import type { SectionProps } from './types.ts';

const t = messages.sites;

/**
 * A site form: each required field left empty raises its own 7 s toast and nothing is sent; once stored,
 * 'Formulario enviado correctamente' with a button back to an empty form.
 */
export function FormSection({ section }: SectionProps<'form'>) {
  // The site's first load carries no toasts: the form brings its own.
  return (
    <ToastProvider>
      <SiteForm section={section} />
    </ToastProvider>
  );
}

function SiteForm({ section }: SectionProps<'form'>) {
  const route = useSectionPageRoute();
  const toast = useToast();
  const submit = useSubmitSiteForm();
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = section.fields.flatMap((field) => siteFormProblem([field], values) ?? []);
    if (problems.length > 0) {
      problems.forEach((problem) => toast.error(problem.message, TOAST_LONG_MS));
      return;
    }
    submit.mutate(
      { route, sectionId: section.id, values },
      {
        onSuccess: () => {
          setSent(true);
          setValues({});
        },
        onError: (error) => toast.error(errorMessage(error), TOAST_LONG_MS),
      },
    );
  };

  return (
    <Contained maxWidth={640}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {section.title && (
            <Typography variant="h2" sx={{ mb: 2.5 }}>
              {section.title}
            </Typography>
          )}
          {sent ? (
            <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
              <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
              <Typography sx={{ fontSize: '1.2rem', fontWeight: 600, my: 1.5 }}>{t.formSent}</Typography>
              <Button variant="contained" onClick={() => setSent(false)}>
                {t.backToForm}
              </Button>
            </Box>
          ) : (
            <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={section.title || undefined}>
              {section.fields.map((field) => (
                <FormField key={field.id} field={field} value={values[field.id]} onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))} />
              ))}
              <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
                {section.submitLabel || t.send}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Contained>
  );
}
