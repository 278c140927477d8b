import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Link as RouterLink } from 'react-router';
import { fill, messages } from '@dorsal/core';
import { useCurrentUser } from '../../shared/accounts/api.ts';
import { SignInPrompt } from '../../shared/accounts/SignInPrompt.tsx';
import { errorMessage } from '../../shared/http/ApiError.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { Page } from '../../shared/ui/Page.tsx';
import { useMyPhotos } from './galleryApi.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { galleryPath } from './photoRoutes.ts';

const t = messages.photos.gallery;

/** /fotos/mias — 'Mis fotos': the signed-in athlete's photos of every event they ran. */
export function MyPhotosPage() {
  const { user, isLoading } = useCurrentUser();
  const query = useMyPhotos(Boolean(user));
  if (!isLoading && !user) return <SignInPrompt title={t.mine} text={t.signIn} />;
  if (isLoading || query.isPending) return <LoadingState />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <Page title={t.mine} lead={t.mineIntro}>
      {query.data.events.length === 0 ? (
        <EmptyState icon={<PhotoLibraryOutlinedIcon />} text={t.mineEmpty} />
      ) : (
        <Stack spacing={2}>
          {query.data.events.map((event) => (
            <Card key={`${event.eventId}-${event.bib}`} component="section" aria-label={event.eventName}>
              <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
                  <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
                    {event.eventName} · {fill(t.bib, { bib: event.bib })}
                  </Typography>
                  <Button component={RouterLink} to={galleryPath(event.eventId)}>
                    {t.viewAll}
                  </Button>
                </Stack>
                <PhotoGrid photos={event.photos} eventId={event.eventId} name={event.name} alt={(index) => fill(t.photoAlt, { number: index + 1, event: event.eventName })} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Page>
  );
}
