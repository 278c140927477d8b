import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { noEdit, rotateBy, type PhotoConfig, type PhotoEdit } from '@dorsal/core';
import { loadImage, type OverlayImages } from './drawEdited.ts';

interface Loaded {
  source: HTMLImageElement;
  logos: OverlayImages['logos'];
  frames: Map<string, HTMLImageElement>;
}

/** The photo and the event's logos and frames as images, and the athlete's edit of it (undo reloads the original). */
export function usePhotoEditor(url: string, config: PhotoConfig | undefined) {
  const [edit, setEdit] = useState<PhotoEdit>(noEdit);
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: ['photo-editor', url, generation, config],
    enabled: config !== undefined,
    gcTime: 0,
    staleTime: Infinity,
    // Undo bumps the generation: the original is read again.
    queryFn: () => loadAll(url, config!),
  });
  const loaded = query.data ?? null;
  const failed = query.isError;

  const overlay = useMemo<OverlayImages | null>(
    () => (loaded ? { frame: edit.frameCode ? (loaded.frames.get(edit.frameCode) ?? null) : null, logos: loaded.logos } : null),
    [loaded, edit.frameCode],
  );

  return {
    source: loaded?.source ?? null,
    overlay,
    failed,
    edit,
    // A turn starts the crop over: its pixels belonged to the picture before the turn.
    rotate: (direction: 'left' | 'right') => setEdit((current) => ({ ...current, rotation: rotateBy(current.rotation, direction), crop: null })),
    setCrop: (crop: PhotoEdit['crop']) => setEdit((current) => ({ ...current, crop })),
    setFrame: (frameCode: string | null) => setEdit((current) => ({ ...current, frameCode })),
    undo: () => {
      setEdit(noEdit);
      setGeneration((value) => value + 1);
    },
  };
}

/** The photo, and the logos and frames that could be read (one that cannot is left out rather than blocking the photo). */
async function loadAll(url: string, config: PhotoConfig): Promise<Loaded> {
  const optional = (src: string) => loadImage(src).catch(() => null);
  const [source, logos, frames] = await Promise.all([
    loadImage(url),
    Promise.all(config.logos.map(async (logo) => ({ image: await optional(logo.url), placement: logo }))),
    Promise.all(config.frames.map(async (frame) => [frame.code, await optional(frame.url)] as const)),
  ]);
  return {
    source,
    logos: logos.flatMap(({ image, placement }) => (image ? [{ image, placement }] : [])),
    frames: new Map(frames.flatMap(([code, image]) => (image ? [[code, image] as const] : []))),
  };
}
