/** Virtual challenges (issue 12): the challenge's images (certificate, race number, medal, photo tools). */
export const challengeImagesMessages = {
  challengeImages: {},
} as const;
