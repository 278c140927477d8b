/** Finish-line videos (issue 14): per event, uploaded or on YouTube, with their time of day. */
export const finishVideosMessages = {
  finishVideos: {},
} as const;
