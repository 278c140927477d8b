import sharp from 'sharp';
import {
  certificateLayout,
  medalLayout,
  photoToolLayout,
  raceNumberLayout,
  readPhotoConfig,
  type CertificateConfig,
  type ChallengeImageFacts,
  type MedalConfig,
  type PhotoTool,
  type RaceNumberConfig,
} from '@dorsal/core';
import { readStoredUrl, type FileStorage } from '../../../adapters/storage/file-storage.ts';
import { imagesToLetterPdf } from '../../certificates/letter-pdf.ts';
import { renderLayout } from './render-layout.ts';

/** An organizer image whose file is gone renders Dorsal's design instead (an athlete can always download). */
async function withImage<T extends { imageUrl: string | null }>(storage: FileStorage, config: T): Promise<{ config: T; image: Buffer | undefined }> {
  const image = await readStoredUrl(storage, config.imageUrl);
  return { config: image ? config : { ...config, imageUrl: null }, image };
}

/** The challenge's images for one athlete (or the sample athlete), drawn from the core layouts. */
export function createChallengeImageFiles(storage: FileStorage) {
  async function certificateJpeg(config: CertificateConfig, facts: ChallengeImageFacts, scale = 1): Promise<Buffer> {
    const { config: usable, image } = await withImage(storage, config);
    return renderLayout(certificateLayout(usable, facts), image ? { background: image } : {}, { format: 'jpeg', scale });
  }

  async function raceNumber(config: RaceNumberConfig, facts: ChallengeImageFacts, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
    const { config: usable, image } = await withImage(storage, config);
    return renderLayout(raceNumberLayout(usable, facts), image ? { background: image } : {}, { format });
  }

  async function medal(config: MedalConfig, facts: ChallengeImageFacts, transparent = false): Promise<Buffer> {
    const { config: usable, image } = await withImage(storage, config);
    return renderLayout(medalLayout(usable, facts, { transparent }), image ? { medal: image } : {}, { format: transparent ? 'png' : 'jpeg' });
  }

  return {
    certificateJpeg: (config: CertificateConfig, facts: ChallengeImageFacts) => certificateJpeg(config, facts),

    /** Letter landscape, the certificate at twice the density; the creation date is the challenge's end (stable bytes). */
    async certificatePdf(config: CertificateConfig, facts: ChallengeImageFacts, endsAt: Date): Promise<Buffer> {
      return imagesToLetterPdf([await certificateJpeg(config, facts, 2)], { title: `${config.title} · ${facts.athleteName} · ${facts.challengeName}`, subject: facts.challengeName, creationDate: endsAt });
    },

    raceNumberJpeg: (config: RaceNumberConfig, facts: ChallengeImageFacts) => raceNumber(config, facts),
    medalJpeg: (config: MedalConfig, facts: ChallengeImageFacts) => medal(config, facts),

    /** The tool drawn over the athlete's photo; the frame is the challenge's frame image, else the first of its photo configuration. */
    async photoTool(
      tool: PhotoTool,
      photo: Buffer,
      facts: ChallengeImageFacts,
      challenge: { frameImageUrl: string | null; photoConfig: unknown; raceNumber: RaceNumberConfig; medal: MedalConfig },
    ): Promise<Buffer> {
      const { width = 1, height = 1 } = await sharp(photo).metadata();
      const frameUrl = challenge.frameImageUrl ?? readPhotoConfig(challenge.photoConfig).frames[0]?.url ?? null;
      const frame = tool === 'frame' ? await readStoredUrl(storage, frameUrl) : undefined;
      const layout = photoToolLayout(tool, { width, height }, facts, { hasFrame: frame !== undefined });
      return renderLayout(
        layout,
        {
          photo,
          ...(frame ? { frame } : {}),
          ...(tool === 'medal' ? { medal: await medal(challenge.medal, facts, true) } : {}),
          ...(tool === 'bib' ? { raceNumber: await raceNumber(challenge.raceNumber, facts, 'png') } : {}),
        },
        { format: 'jpeg' },
      );
    },
  };
}
export type ChallengeImageFiles = ReturnType<typeof createChallengeImageFiles>;
