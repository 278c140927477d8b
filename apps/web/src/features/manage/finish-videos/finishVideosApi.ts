import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { finishVideosApi, routePath, type FinishVideoInput, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { uploadWithProgress } from '../../../shared/http/uploadWithProgress.ts';

const listKey = (eventId: number) => ['manage-finish-videos', eventId] as const;

/** GET /api/manage/events/:id/finish-videos */
export function useFinishVideos(eventId: number) {
  return useQuery({
    queryKey: listKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof finishVideosApi.list>>(routePath(finishVideosApi.list, { id: eventId }), { signal }),
  });
}

/** POST (new) or PUT (id) a finish video; the list is read again. */
export function useSaveFinishVideo(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, video }: { id: number | null; video: FinishVideoInput }) =>
      id === null
        ? apiFetch<RouteAnswer<typeof finishVideosApi.create>>(routePath(finishVideosApi.create, { id: eventId }), { method: 'POST', body: video })
        : apiFetch<RouteAnswer<typeof finishVideosApi.update>>(routePath(finishVideosApi.update, { id: eventId, videoId: id }), { method: 'PUT', body: video }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}

/** DELETE a finish video (and its file). */
export function useDeleteFinishVideo(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<RouteAnswer<typeof finishVideosApi.remove>>(routePath(finishVideosApi.remove, { id: eventId, videoId: id }), { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(listKey(eventId), answer),
  });
}

/** Uploads a video file (multipart `video`) with progress; answers the URL to save with the video. */
export function uploadFinishVideoFile(eventId: number, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('video', file);
  return uploadWithProgress<RouteAnswer<typeof finishVideosApi.uploadFile>>(routePath(finishVideosApi.uploadFile, { id: eventId }), form, onProgress);
}
