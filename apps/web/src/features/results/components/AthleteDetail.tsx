import { Alert, Button, Stack } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { messages, resultFlagNotes } from '@dorsal/core';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';
import type { EventLookup } from '../eventLookup.ts';
import type { ResultDetail } from '../types.ts';
import { AthleteSummary } from './AthleteSummary.tsx';
import { ControlsTable } from './ControlsTable.tsx';
import { FinishVideo } from './FinishVideo.tsx';
import { PhotoCarousel } from './PhotoCarousel.tsx';
import { CourseProgress } from '../live/CourseProgress.tsx';

const t = messages.results;

/** Everything about one result: times, positions, flag, certificates, controls, video and photos. */
export function AthleteDetail({ result, lookup }: { result: ResultDetail; lookup: EventLookup }) {
  return (
    <Stack spacing={2.5} data-testid="athlete-detail" data-bib={result.bib}>
      <AthleteSummary result={result} lookup={lookup} />
      {result.flag && (
        <Alert severity="warning" data-testid="athlete-flag">
          <strong>{t.flags[result.flag]}</strong> · {result.note ?? resultFlagNotes[result.flag]}
        </Alert>
      )}
      {result.certificate && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            href={eventPaths.certificate(lookup.eventId, result.bib, 'jpg')}
            download
            variant="contained"
            color="secondary"
            startIcon={<ImageOutlinedIcon />}
          >
            {t.certificateJpg}
          </Button>
          <Button
            href={eventPaths.certificate(lookup.eventId, result.bib, 'pdf')}
            download
            variant="outlined"
            startIcon={<PictureAsPdfOutlinedIcon />}
          >
            {t.certificatePdf}
          </Button>
        </Stack>
      )}
      {lookup.course && <CourseProgress event={lookup.course} bib={result.bib} />}
      <ControlsTable controls={result.controls} />
      {result.video && <FinishVideo video={result.video} />}
      <PhotoCarousel photos={result.photos} name={result.name} eventId={lookup.eventId} />
    </Stack>
  );
}
