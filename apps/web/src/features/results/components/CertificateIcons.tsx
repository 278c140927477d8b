import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { messages, fill } from '@dorsal/core';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';

const t = messages.results;

/** JPG and PDF certificate downloads of one row (only rendered when the row has a certificate). */
export function CertificateIcons({ eventId, bib, name }: { eventId: number; bib: number; name: string }) {
  return (
    <span className="rr-icons">
      <a
        className="rr-icon"
        href={eventPaths.certificate(eventId, bib, 'jpg')}
        download
        aria-label={fill(t.certificateJpgOf, { name })}
        title={t.certificateJpg}
        data-testid="certificate-jpg"
      >
        <ImageOutlinedIcon fontSize="small" />
      </a>
      <a
        className="rr-icon"
        href={eventPaths.certificate(eventId, bib, 'pdf')}
        download
        aria-label={fill(t.certificatePdfOf, { name })}
        title={t.certificatePdf}
        data-testid="certificate-pdf"
      >
        <PictureAsPdfOutlinedIcon fontSize="small" />
      </a>
    </span>
  );
}
