import { Stack } from '@mui/material';
import { messages, siteFormFieldTypes, youtubeIdOf, type SiteSectionInput } from '@dorsal/core';
import type { Problems } from './siteDraft.ts';
import { ImageInput, RowList, SelectInput, SwitchInput, TextInput } from './FieldControls.tsx';

const t = messages.siteEditor;
const f = t.fields;
const networks = Object.keys(t.networks) as (keyof typeof t.networks)[];

type Values = Record<string, unknown>;
type Link = { label: string; href: string };
type FormField = { id: string; label: string; type: (typeof siteFormFieldTypes)[number]; required?: boolean; options?: string[] };

export interface SectionFieldsProps {
  section: SiteSectionInput;
  onChange: (section: SiteSectionInput) => void;
  /** Shown problems, by path inside the section. */
  problems: Problems;
  siteId: number;
  events: readonly { id: number; name: string }[];
}

/** The fields of one section's kind (its layout is edited apart, in SectionDialog). */
export function SectionFields({ section, onChange, problems, siteId, events }: SectionFieldsProps) {
  const values = section as unknown as Values;
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value } as unknown as SiteSectionInput);
  const str = (name: string) => values[name] as string | null | undefined;
  const text = (name: keyof typeof f, options: { multiline?: boolean; label?: string; nullable?: boolean } = {}) => (
    <TextInput
      key={name}
      label={options.label ?? f[name]}
      value={str(name)}
      multiline={options.multiline}
      onChange={(value) => set(name, options.nullable && value === '' ? null : value)}
      error={problems[name]}
    />
  );
  const image = (name: keyof typeof f, removable = false) => (
    <ImageInput key={name} siteId={siteId} label={f[name]} value={str(name)} removable={removable} onChange={(url) => set(name, url)} error={problems[name]} />
  );
  const links = (name: 'menu' | 'links', max: number) => (
    <RowList<Link>
      key={name}
      label={f[name]}
      rows={(values[name] as Link[] | undefined) ?? []}
      max={max}
      error={problems[name]}
      onChange={(rows) => set(name, rows)}
      newRow={() => ({ label: '', href: '' })}
      renderRow={(row, update, i) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextInput label={f.label} value={row.label} onChange={(label) => update({ ...row, label })} error={problems[`${name}.${i}.label`]} />
          <TextInput label={f.link} value={row.href} onChange={(href) => update({ ...row, href })} error={problems[`${name}.${i}.href`]} />
        </Stack>
      )}
    />
  );
  const eventSelect = () =>
    events.length === 0 ? (
      <TextInput key="eventId" label={f.eventId} value="" onChange={() => undefined} error={problems.eventId ?? t.noEvents} />
    ) : (
      <SelectInput
        key="eventId"
        label={f.eventId}
        value={values.eventId as number | undefined}
        options={events.map((event) => ({ value: event.id, label: event.name }))}
        onChange={(id) => set('eventId', id)}
        error={problems.eventId}
      />
    );

  const fields = (() => {
    switch (section.kind) {
      case 'banner':
        return [text('title'), text('subtitle'), image('imageUrl', true), text('buttonLabel'), text('buttonHref', { nullable: true })];
      case 'spacer':
        return [<TextInput key="height" type="number" label={f.height} value={values.height as number} onChange={(v) => set('height', Number(v))} error={problems.height} />];
      case 'header':
        return [text('title'), image('logoUrl', true), links('menu', 8)];
      case 'image':
        return [image('url'), text('alt'), text('href', { nullable: true })];
      case 'video':
        return [
          // A pasted YouTube link keeps only its id.
          <TextInput key="youtubeId" label={f.youtubeId} value={str('youtubeId')} onChange={(value) => set('youtubeId', youtubeIdOf(value))} error={problems.youtubeId} />,
          text('title'),
        ];
      case 'text':
        return [text('title'), text('body', { multiline: true })];
      case 'title':
        return [
          text('text'),
          <SelectInput key="level" label={f.level} value={values.level as number} options={[1, 2, 3].map((n) => ({ value: n, label: `H${n}` }))} onChange={(n) => set('level', n)} />,
          <SelectInput
            key="align"
            label={f.align}
            value={values.align as string}
            options={[
              { value: 'left', label: f.alignLeft },
              { value: 'center', label: f.alignCenter },
            ]}
            onChange={(align) => set('align', align)}
          />,
        ];
      case 'textImage':
      case 'imageText':
        return [text('title'), text('body', { multiline: true }), image('imageUrl'), text('imageAlt')];
      case 'price':
        return [
          text('title'),
          text('price'),
          <RowList<string>
            key="items"
            label={f.items}
            rows={(values.items as string[] | undefined) ?? []}
            max={12}
            onChange={(rows) => set('items', rows)}
            newRow={() => ''}
            renderRow={(row, update, i) => <TextInput label={`${f.item} ${i + 1}`} value={row} onChange={update} error={problems[`items.${i}`]} />}
          />,
          text('buttonLabel'),
          text('buttonHref', { nullable: true }),
        ];
      case 'footer':
        return [text('text', { multiline: true }), links('links', 10)];
      case 'eventWeb':
      case 'registration':
        return [eventSelect()];
      case 'countdown':
        return [
          text('title'),
          <TextInput
            key="target"
            type="datetime-local"
            label={f.target}
            value={(str('target') ?? '').slice(0, 16)}
            onChange={(value) => set('target', value ? `${value}:00-06:00` : '')}
            error={problems.target}
          />,
          text('finishedText'),
        ];
      case 'form':
        return [
          text('title'),
          text('submitLabel'),
          <RowList<FormField>
            key="fields"
            label={f.fields}
            rows={(values.fields as FormField[] | undefined) ?? []}
            max={30}
            error={problems.fields}
            onChange={(rows) => set('fields', rows)}
            newRow={() => ({ id: `campo-${Date.now() % 100000}`, label: '', type: 'text', required: false, options: [] })}
            renderRow={(row, update, i) => (
              <Stack spacing={1}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextInput label={f.label} value={row.label} onChange={(label) => update({ ...row, label })} error={problems[`fields.${i}.label`]} />
                  <TextInput label={f.id} value={row.id} onChange={(id) => update({ ...row, id })} error={problems[`fields.${i}.id`]} />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <SelectInput label={f.fieldType} value={row.type} options={siteFormFieldTypes.map((type) => ({ value: type, label: t.fieldTypes[type] }))} onChange={(type) => update({ ...row, type })} />
                  <SwitchInput label={f.fieldRequired} checked={Boolean(row.required)} onChange={(required) => update({ ...row, required })} />
                </Stack>
                {row.type === 'select' && (
                  <TextInput
                    multiline
                    label={f.fieldOptions}
                    value={(row.options ?? []).join('\n')}
                    onChange={(value) => update({ ...row, options: value.split('\n') })}
                    error={Object.entries(problems).find(([path]) => path.startsWith(`fields.${i}.options`))?.[1]}
                  />
                )}
              </Stack>
            )}
          />,
        ];
      case 'social':
        return [
          text('title'),
          <RowList<{ network: (typeof networks)[number]; url: string }>
            key="links"
            label={f.links}
            rows={(values.links as { network: (typeof networks)[number]; url: string }[] | undefined) ?? []}
            max={10}
            error={problems.links}
            onChange={(rows) => set('links', rows)}
            newRow={() => ({ network: 'instagram', url: '' })}
            renderRow={(row, update, i) => (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <SelectInput label={f.network} value={row.network} options={networks.map((n) => ({ value: n, label: t.networks[n] }))} onChange={(network) => update({ ...row, network })} />
                <TextInput label={f.link} value={row.url} onChange={(url) => update({ ...row, url })} error={problems[`links.${i}.url`]} />
              </Stack>
            )}
          />,
        ];
      case 'gallery':
        return [
          text('title'),
          <RowList<{ url: string; alt?: string }>
            key="images"
            label={f.images}
            rows={(values.images as { url: string; alt?: string }[] | undefined) ?? []}
            max={60}
            error={problems.images}
            onChange={(rows) => set('images', rows)}
            newRow={() => ({ url: '', alt: '' })}
            renderRow={(row, update, i) => (
              <Stack spacing={1}>
                <ImageInput siteId={siteId} label={`${f.url} ${i + 1}`} value={row.url} onChange={(url) => update({ ...row, url: url ?? '' })} error={problems[`images.${i}.url`]} />
                <TextInput label={f.alt} value={row.alt} onChange={(alt) => update({ ...row, alt })} />
              </Stack>
            )}
          />,
        ];
      case 'download':
        return [text('label', { label: f.downloadLabel }), text('url', { label: f.downloadUrl })];
      case 'view':
        return [text('route')];
      case 'eventsList':
        return [text('title')];
      case 'notFound':
        return [];
    }
  })();
  return <Stack spacing={2}>{fields}</Stack>;
}
