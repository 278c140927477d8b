import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { displaySize, messages, noEdit, photoFindingApi, routePath, type PhotoConfig, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { drawEdited, loadImage } from '../../../shared/photos/drawEdited.ts';

const t = messages.photos.config;

/** A stand-in photo when the event has none yet: a sky-and-track scene drawn on a canvas. */
function samplePhoto(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 533;
  const context = canvas.getContext('2d')!;
  const sky = context.createLinearGradient(0, 0, 0, 533);
  sky.addColorStop(0, '#8FC3EA');
  sky.addColorStop(1, '#DCECF7');
  context.fillStyle = sky;
  context.fillRect(0, 0, 800, 533);
  context.fillStyle = '#7A8A7C';
  context.fillRect(0, 300, 800, 233);
  return canvas;
}

/** The configuration drawn on the event's first photo (or a sample), as athletes will get it. */
export function ConfigPreview({ eventId, config }: { eventId: number; config: PhotoConfig }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sample = useQuery({
    queryKey: ['photo-config-sample', eventId],
    queryFn: async ({ signal }) => {
      const gallery = await apiFetch<RouteAnswer<typeof photoFindingApi.gallery>>(routePath(photoFindingApi.gallery, { id: eventId }), { signal }).catch(() => null);
      const url = gallery?.photos[0]?.url;
      return url ? loadImage(url).catch(() => null) : null;
    },
  });
  const images = useQuery({
    queryKey: ['photo-config-images', config],
    queryFn: async () => ({
      logos: (await Promise.all(config.logos.map(async (logo) => ({ image: await loadImage(logo.url).catch(() => null), placement: logo })))).flatMap(({ image, placement }) =>
        image ? [{ image, placement }] : [],
      ),
      frame: config.frames[0] ? await loadImage(config.frames[0].url).catch(() => null) : null,
    }),
    placeholderData: (previous) => previous,
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || sample.isPending || !images.data) return;
    const source = sample.data ?? samplePhoto();
    const drawn = drawEdited(source, noEdit, images.data);
    canvas.width = drawn.width;
    canvas.height = drawn.height;
    canvas.getContext('2d')!.drawImage(drawn, 0, 0);
  }, [sample.isPending, sample.data, images.data]);

  const size = displaySize({ width: 800, height: 533 });
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t.preview}
      </Typography>
      {!sample.isPending && !sample.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.noSample}
        </Typography>
      )}
      <Box component="canvas" ref={canvasRef} role="img" aria-label={t.preview} data-testid="photo-config-preview" sx={{ display: 'block', width: '100%', maxWidth: size.width, height: 'auto', borderRadius: 1, boxShadow: 1 }} />
    </Box>
  );
}
