import { Alert, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useParams, useSearchParams } from 'react-router';
import { fill, messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../shared/http/ApiError.ts';
import { EventNotFound } from '../../shared/events/EventNotFound.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { Page } from '../../shared/ui/Page.tsx';
import { useGallery } from './galleryApi.ts';
import { PhotoGrid } from './PhotoGrid.tsx';

const t = messages.photos.gallery;

/** /fotos/:eventId?punto=meta&pagina=2 — the public gallery of an event, by photographic point, 100 a page. */
export function GalleryPage() {
  const { eventId } = useParams();
  const id = /^\d+$/.test(eventId ?? '') ? Number(eventId) : null;
  const [search, setSearch] = useSearchParams();
  const point = search.get('punto');
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const query = useGallery(id, point, page);
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <EventNotFound />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const data = query.data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const go = (next: { punto?: string; pagina?: number }) => {
    const params = new URLSearchParams(search);
    if (next.punto !== undefined) params.set('punto', next.punto);
    params.set('pagina', String(next.pagina ?? 1));
    setSearch(params);
  };
  return (
    <Page title={fill(t.title, { event: data.event.name })}>
      <Stack spacing={2}>
        {data.points.length > 1 && (
          <Tabs value={data.point ?? false} onChange={(_event, value: string) => go({ punto: value })} variant="scrollable" allowScrollButtonsMobile aria-label={t.point}>
            {data.points.map((entry) => (
              <Tab key={entry.point} value={entry.point} label={`${entry.label} (${entry.count})`} />
            ))}
          </Tabs>
        )}
        {data.photos.length === 0 ? (
          <EmptyState icon={<PhotoLibraryOutlinedIcon />} text={t.empty} />
        ) : (
          <PhotoGrid photos={data.photos} eventId={data.event.id} name={data.event.name} alt={(index) => fill(t.photoAlt, { number: (page - 1) * data.pageSize + index + 1, event: data.event.name })} />
        )}
        {pages > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Button disabled={page <= 1} onClick={() => go({ pagina: page - 1 })}>
              {t.previousPage}
            </Button>
            <Typography>{fill(t.page, { page, pages })}</Typography>
            <Button disabled={page >= pages} onClick={() => go({ pagina: page + 1 })}>
              {t.nextPage}
            </Button>
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
