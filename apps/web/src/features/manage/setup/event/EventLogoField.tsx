import ImageIcon from '@mui/icons-material/Image';
import { fill, messages, type EventSettingsView } from '@dorsal/core';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { useEventsChanged } from '../../api.ts';
import { ImageField } from '../../components/ImageField.tsx';

const t = messages.eventSetup;

/** 'Logo del evento': the current logo and 'Subir logo' with the upload's progress (owner and organizer managers). */
export function EventLogoField({ event, editable }: { event: EventSettingsView; editable: boolean }) {
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  return (
    <ImageField src={event.logoUrl} alt={fill(t.logoAlt, { name: event.name })} title={t.logo} hint={t.logoHint} testId="event-logo">
      {editable && (
        <ImageUploadButton<{ event: EventSettingsView }>
          label={t.changeLogo}
          icon={<ImageIcon />}
          url={`/api/manage/events/${event.id}/logo`}
          field="logo"
          progressText={t.uploading}
          successText={t.logoSaved}
          onUploaded={(answer) => {
            queryClient.setQueryData(['event-settings', event.id], answer.event);
            changed(event.id);
          }}
        />
      )}
    </ImageField>
  );
}
