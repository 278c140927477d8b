import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  challengeImagesApi,
  routePath,
  type CertificateSetup,
  type ChallengeImagesView,
  type MedalSetup,
  type RaceNumberSetup,
  type RouteAnswer,
} from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { ApiError } from '../../../shared/http/ApiError.ts';

export const challengeImagesKey = (challengeId: string) => ['challenge-images', challengeId] as const;

/** GET /api/challenges/:id/images */
export function useChallengeImages(challengeId: string) {
  return useQuery({
    queryKey: challengeImagesKey(challengeId),
    queryFn: async ({ signal }) =>
      (await apiFetch<RouteAnswer<typeof challengeImagesApi.get>>(routePath(challengeImagesApi.get, { id: challengeId }), { signal })).images,
  });
}

type Saves = { certificate: CertificateSetup; raceNumber: RaceNumberSetup; medal: MedalSetup };
const saveRoutes = { certificate: challengeImagesApi.saveCertificate, raceNumber: challengeImagesApi.saveRaceNumber, medal: challengeImagesApi.saveMedal };

/** PUT /api/challenges/:id/images/{certificate|raceNumber|medal} */
export function useSaveChallengeImage<K extends keyof Saves>(challengeId: string, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setup: Saves[K]) =>
      (await apiFetch<{ images: ChallengeImagesView }>(routePath(saveRoutes[kind], { id: challengeId }), { method: 'PUT', body: setup })).images,
    onSuccess: (view: ChallengeImagesView) => queryClient.setQueryData(challengeImagesKey(challengeId), view),
  });
}

/** DELETE /api/challenges/:id/images/:kind/image */
export function useRemoveChallengeImage(challengeId: string, kind: 'certificate' | 'raceNumber' | 'medal' | 'frame') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch<RouteAnswer<typeof challengeImagesApi.removeImage>>(routePath(challengeImagesApi.removeImage, { id: challengeId, kind }), { method: 'DELETE' })).images,
    onSuccess: (view: ChallengeImagesView) => queryClient.setQueryData(challengeImagesKey(challengeId), view),
  });
}

export const uploadUrl = (challengeId: string, kind: 'certificate' | 'raceNumber' | 'medal' | 'frame') =>
  routePath(challengeImagesApi.uploadImage, { id: challengeId, kind });

/** Under ['challenge', id]: invalidating the challenge's queries after a photo or a time changes redraws the photo tools. */
export const challengeImagesStatusKey = (challengeId: string) => ['challenge', challengeId, 'images-status'] as const;

/** GET /api/challenges/:id/participants/me/images */
export function useMyImagesStatus(challengeId: string) {
  return useQuery({
    queryKey: challengeImagesStatusKey(challengeId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiFetch<RouteAnswer<typeof challengeImagesApi.status>>(routePath(challengeImagesApi.status, { id: challengeId, userId: 'me' }), { signal })).status,
  });
}

/** The file name the server gives in Content-Disposition (filename* first, it keeps accents). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** Fetches a rendered image or PDF and saves it under the server's name (spec §7: one GET with a blob answer). */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw ApiError.network();
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    throw ApiError.fromBody(response.status, body);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
