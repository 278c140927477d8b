import { Typography } from '@mui/material';
import {
  challengeCategoriesSchema,
  challengeFormDefinitionSchema,
  challengeFormFieldTypes,
  challengeLogoCorners,
  challengePhotoConfigSchema,
  DEFAULT_CHALLENGE_PHOTO_LOGO,
  messages,
  type ChallengeCategories,
  type ChallengeConfig,
  type ChallengeFormDefinition,
  type ChallengePhotoConfig,
} from '@dorsal/core';
import { configRequests, useConfigChange } from '../api.ts';
import { JsonBackedPanel } from './JsonBackedPanel.tsx';
import { RowsEditor, type Column, type Row } from './RowsEditor.tsx';

const t = messages.challengeOrganizer;

const categoryColumns: Column[] = [
  { key: 'name', label: t.categories.name, type: 'text', width: 180 },
  { key: 'ageStart', label: t.categories.ageStart, type: 'number', width: 110 },
  { key: 'ageEnd', label: t.categories.ageEnd, type: 'number', width: 110 },
  { key: 'code', label: t.categories.code, type: 'number', width: 100 },
];

/** Categories per gender (admin): 'Otra' 100 outside every range, 'Única' 1 without categories. */
export function CategoriesPanel({ challenge }: { challenge: ChallengeConfig }) {
  const save = useConfigChange(challenge.id, configRequests(challenge.id).categories);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.categories.hint}
      </Typography>
      <JsonBackedPanel<ChallengeCategories> idPrefix="categories" value={challenge.categories ?? { F: [], M: [] }} schema={challengeCategoriesSchema} savedText={t.categories.saved} onSave={(value) => save.mutateAsync(value)}>
        {(value, setValue) =>
          (['F', 'M'] as const).map((gender) => (
            <section key={gender} aria-label={gender === 'F' ? t.categories.women : t.categories.men}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {gender === 'F' ? t.categories.women : t.categories.men}
              </Typography>
              <RowsEditor
                idPrefix={`categories-${gender}`}
                columns={categoryColumns}
                rows={value[gender] as unknown as Row[]}
                onChange={(rows) => setValue({ ...value, [gender]: rows })}
                blank={{ name: '', ageStart: 18, ageEnd: 200, code: value[gender].length + 2 }}
                addLabel={t.categories.add}
                removeLabel={t.categories.remove}
              />
            </section>
          ))
        }
      </JsonBackedPanel>
    </>
  );
}

const logoColumns: Column[] = [
  { key: 'code', label: t.photoConfig.code, type: 'text', width: 100 },
  { key: 'description', label: t.photoConfig.description, type: 'text', width: 180 },
  { key: 'path', label: t.photoConfig.path, type: 'text', width: 220 },
  { key: 'width', label: t.photoConfig.width, type: 'number', step: 0.01, width: 130 },
  { key: 'margin', label: t.photoConfig.margin, type: 'number', width: 100 },
  { key: 'corner', label: t.photoConfig.corner, type: 'select', width: 200, options: challengeLogoCorners.map((corner) => ({ value: corner, label: `${corner} · ${t.photoConfig.corners[corner]}` })) },
];
const frameColumns: Column[] = [
  { key: 'code', label: t.photoConfig.code, type: 'text', width: 100 },
  { key: 'description', label: t.photoConfig.description, type: 'text', width: 180 },
  { key: 'path', label: t.photoConfig.path, type: 'text', width: 220 },
  { key: 'type', label: t.photoConfig.type, type: 'text', width: 120 },
];

/** Logos and frames of the athletes' photo tools (admin). */
export function PhotoConfigPanel({ challenge }: { challenge: ChallengeConfig }) {
  const save = useConfigChange(challenge.id, configRequests(challenge.id).photoConfig);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.photoConfig.hint}
      </Typography>
      <JsonBackedPanel<ChallengePhotoConfig> idPrefix="photo-config" value={challenge.photoConfig ?? { logos: [], frames: [] }} schema={challengePhotoConfigSchema} savedText={t.photoConfig.saved} onSave={(value) => save.mutateAsync(value)}>
        {(value, setValue) => (
          <>
            <section aria-label={t.photoConfig.logos}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {t.photoConfig.logos}
              </Typography>
              <RowsEditor idPrefix="logos" columns={logoColumns} rows={value.logos as unknown as Row[]} onChange={(rows) => setValue({ ...value, logos: rows as unknown as ChallengePhotoConfig['logos'] })} blank={{ code: '', description: '', path: '', ...DEFAULT_CHALLENGE_PHOTO_LOGO }} addLabel={t.photoConfig.addLogo} removeLabel={t.photoConfig.removeItem} />
            </section>
            <section aria-label={t.photoConfig.frames}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {t.photoConfig.frames}
              </Typography>
              <RowsEditor idPrefix="frames" columns={frameColumns} rows={value.frames as unknown as Row[]} onChange={(rows) => setValue({ ...value, frames: rows as unknown as ChallengePhotoConfig['frames'] })} blank={{ code: '', description: '', path: '', type: '' }} addLabel={t.photoConfig.addFrame} removeLabel={t.photoConfig.removeItem} />
            </section>
          </>
        )}
      </JsonBackedPanel>
    </>
  );
}

const fieldColumns: Column[] = [
  { key: 'name', label: t.formDefinition.name, type: 'text', width: 130 },
  { key: 'label', label: t.formDefinition.label, type: 'text', width: 180 },
  { key: 'type', label: t.formDefinition.type, type: 'select', width: 120, options: challengeFormFieldTypes.map((type) => ({ value: type, label: t.formDefinition.types[type] })) },
  { key: 'options', label: t.formDefinition.options, type: 'list', width: 200 },
  { key: 'required', label: t.formDefinition.required, type: 'checkbox' },
];

/** The event form athletes fill at step 0 (admin). */
export function FormDefinitionPanel({ challenge }: { challenge: ChallengeConfig }) {
  const save = useConfigChange(challenge.id, configRequests(challenge.id).form);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.formDefinition.hint}
      </Typography>
      <JsonBackedPanel<ChallengeFormDefinition> idPrefix="form-definition" value={challenge.form ?? []} schema={challengeFormDefinitionSchema} savedText={t.formDefinition.saved} onSave={(value) => save.mutateAsync(value)}>
        {(value, setValue) => (
          <RowsEditor idPrefix="form-fields" columns={fieldColumns} rows={value as unknown as Row[]} onChange={(rows) => setValue(rows as unknown as ChallengeFormDefinition)} blank={{ name: '', label: '', type: 'text', required: true, options: [] }} addLabel={t.formDefinition.add} removeLabel={t.formDefinition.remove} />
        )}
      </JsonBackedPanel>
    </>
  );
}
