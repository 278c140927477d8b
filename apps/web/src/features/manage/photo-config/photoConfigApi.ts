import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoConfigApi, routePath, type PhotoConfig, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { photoConfigKey } from '../../../shared/photos/photoConfigApi.ts';

/** PUT the event's photo configuration; the editor's copy is replaced by the answer. */
export function useSavePhotoConfig(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: PhotoConfig) => apiFetch<RouteAnswer<typeof photoConfigApi.save>>(routePath(photoConfigApi.save, { id: eventId }), { method: 'PUT', body: config }),
    onSuccess: (answer) => client.setQueryData(photoConfigKey(eventId), answer.config),
  });
}

export const uploadLogoPath = (eventId: number) => routePath(photoConfigApi.uploadLogo, { id: eventId });
export const uploadFramePath = (eventId: number) => routePath(photoConfigApi.uploadFrame, { id: eventId });
