export * from './finish-video-cue.ts';
export * from './finish-video.schemas.ts';
export * from './finish-videos.api.ts';
