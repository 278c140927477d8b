import { Box, TextField } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { timeZoneOptions } from './timeZones.ts';

const t = messages.eventSetup;

/** The fields every event has: name, date and start time, zone, place, city and country. */
export interface EventBasicsValues {
  name: string;
  eventDate: string;
  startTime: string;
  timeZone: string;
  place: string;
  city: string;
  country: string;
}

interface Props<V extends EventBasicsValues> {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  timeZone: string;
}

export function EventBasicsFields<V extends EventBasicsValues>({ register, errors, timeZone }: Props<V>) {
  // The fields are the same in every form that uses them; the generic keeps each form's own value type.
  const field = (name: keyof EventBasicsValues) => fieldProps(register(name as never), errors[name] as never);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField {...field('name')} label={t.name} required sx={{ gridColumn: '1 / -1' }} />
      <TextField {...field('eventDate')} label={t.eventDate} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <TextField {...field('startTime')} label={t.startTime} type="time" required slotProps={{ inputLabel: { shrink: true } }} />
      <TextField {...field('timeZone')} select label={t.timeZone} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {timeZoneOptions(timeZone).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <TextField {...field('country')} label={t.country} />
      <TextField {...field('place')} label={t.place} />
      <TextField {...field('city')} label={t.city} />
    </Box>
  );
}
