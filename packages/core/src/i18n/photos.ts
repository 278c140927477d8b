/** Race photos (issue 14): bulk upload, processing, tagging, the athlete's carousel and the photo editor. */
export const photosMessages = {
  photos: {},
} as const;
