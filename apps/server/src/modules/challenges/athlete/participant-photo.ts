import { messages } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';
import type { ImageUploadRule } from '../../../lib/images.ts';

/** A participant's start, finish or evidence photo (spec §5: 500 px at most, JPEG, orientation fixed). */
export const participantPhotoUpload: ImageUploadRule = {
  field: 'photo',
  maxBytes: 15 * 1024 * 1024,
  tooLargeMessage: messages.challengeAthlete.photos.tooLarge,
  notImage: () => new AppError(400, 'not_image', messages.challengeAthlete.photos.notImage),
  shape: { maxWidth: 500, maxHeight: 500, format: 'jpeg', quality: 85 },
};
