import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photoTaggingApi, photoUploadApi, routePath, type CreatePhotoBatch, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const batchesKey = (eventId: number) => ['photo-batches', eventId] as const;
const photosKey = (eventId: number) => ['manage-photos', eventId] as const;

/** The event's batches with their processing counts; polled while any photo waits or is being processed. */
export function usePhotoBatches(eventId: number) {
  return useQuery({
    queryKey: batchesKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof photoUploadApi.batches>>(routePath(photoUploadApi.batches, { id: eventId }), { signal }),
    refetchInterval: (query) => (query.state.data?.batches.some((batch) => batch.counts.pending + batch.counts.processing > 0) ? 2000 : false),
  });
}

/** One batch's received files (upload key, processing state, error); polled while uploading, until the server has the `expected` files, and while any is processed. */
export function usePhotoBatch(eventId: number, batchId: number | null, active: boolean, expected: number) {
  return useQuery({
    queryKey: ['photo-batch', eventId, batchId],
    enabled: batchId !== null,
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof photoUploadApi.batch>>(routePath(photoUploadApi.batch, { id: eventId, batchId: batchId! }), { signal }),
    refetchInterval: (query) => {
      const files = query.state.data?.files ?? [];
      return active || files.length < expected || files.some((file) => file.status === 'pending' || file.status === 'processing') ? 2000 : false;
    },
  });
}

export function useCreatePhotoBatch(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batch: CreatePhotoBatch) => apiFetch<RouteAnswer<typeof photoUploadApi.createBatch>>(routePath(photoUploadApi.createBatch, { id: eventId }), { method: 'POST', body: batch }),
    onSuccess: () => client.invalidateQueries({ queryKey: batchesKey(eventId) }),
  });
}

/** A batch's received files, read once (to skip them when the batch is resumed). */
export const fetchBatchFiles = (eventId: number, batchId: number) => apiFetch<RouteAnswer<typeof photoUploadApi.batch>>(routePath(photoUploadApi.batch, { id: eventId, batchId }));

export function useStaffPhotos(eventId: number, page: number, refreshing: boolean) {
  return useQuery({
    queryKey: [...photosKey(eventId), page],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof photoTaggingApi.list>>(routePath(photoTaggingApi.list, { id: eventId }, { page }), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: refreshing ? 3000 : false,
  });
}

export function useSetPhotoBibs(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, bibs }: { photoId: number; bibs: string }) =>
      apiFetch<RouteAnswer<typeof photoTaggingApi.setBibs>>(routePath(photoTaggingApi.setBibs, { id: eventId, photoId }), { method: 'PUT', body: { bibs } }),
    onSuccess: () => client.invalidateQueries({ queryKey: photosKey(eventId) }),
  });
}

export function useSetPhotoVisible(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, visible }: { photoId: number; visible: boolean }) =>
      apiFetch<RouteAnswer<typeof photoTaggingApi.setVisible>>(routePath(photoTaggingApi.setVisible, { id: eventId, photoId }), { method: 'PUT', body: { visible } }),
    onSuccess: () => client.invalidateQueries({ queryKey: photosKey(eventId) }),
  });
}

export function useImportPhotoTags(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => apiFetch<RouteAnswer<typeof photoTaggingApi.importTags>>(routePath(photoTaggingApi.importTags, { id: eventId }), { method: 'POST', body: { csv } }),
    onSuccess: () => client.invalidateQueries({ queryKey: photosKey(eventId) }),
  });
}
