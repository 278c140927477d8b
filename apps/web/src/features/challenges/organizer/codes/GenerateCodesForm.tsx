import { Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fill, generateCodesSchema, messages, type GenerateCodesInput } from '@dorsal/core';
import { formSchema } from '../../../../shared/forms/formSchema.ts';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useAccessCodeChanges } from '../api.ts';

const t = messages.challengeOrganizer.codes;

interface Values {
  quantity: string;
  uses: string;
}
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const resolver = zodResolver(formSchema<Values, GenerateCodesInput>(generateCodesSchema, { toInput: (values) => ({ quantity: number(values.quantity), uses: number(values.uses) }) }));

/** 'Generar códigos': how many and how many joins each; the server keeps the total within the admitted accesses. */
export function GenerateCodesForm({ challengeId }: { challengeId: string }) {
  const { generate } = useAccessCodeChanges(challengeId);
  const toast = useToast();
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, GenerateCodesInput>({ resolver, defaultValues: { quantity: '', uses: '' } });
  const submit = handleSubmit(async (input) => {
    try {
      const answer = await generate.mutateAsync(input);
      toast.success(fill(t.generated, { count: answer.created.length }));
      reset();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  });
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t.generate} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField label={t.quantity} type="number" required size="small" id={`codes-quantity-${challengeId}`} {...fieldProps(register('quantity'), formState.errors.quantity)} slotProps={{ htmlInput: { min: 1, max: 500, inputMode: 'numeric' } }} sx={{ width: { xs: '100%', sm: 200 } }} />
      <TextField label={t.uses} type="number" required size="small" id={`codes-uses-${challengeId}`} {...fieldProps(register('uses'), formState.errors.uses)} slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }} sx={{ width: { xs: '100%', sm: 200 } }} />
      <Button type="submit" variant="contained" loading={formState.isSubmitting}>
        {t.generate}
      </Button>
    </Box>
  );
}
