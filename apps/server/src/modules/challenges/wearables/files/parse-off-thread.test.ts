import { describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { gpxRun } from '../fixtures/gpx-track.ts';
import { parseActivityFile } from './parse-activity-file.ts';
import { OFF_THREAD_FROM_BYTES, parseActivityFileOffThread } from './parse-off-thread.ts';

describe('a large activity file is read in a worker thread', () => {
  const start = new Date('2026-11-20T13:00:00Z');

  it('reads the same activity as on the request thread, for a file past the threshold', async () => {
    const gpx = Buffer.from(gpxRun({ start, meters: 42_195, seconds: 4 * 3600, stepSeconds: 1 }));
    expect(gpx.length).toBeGreaterThan(OFF_THREAD_FROM_BYTES);
    expect(await parseActivityFileOffThread(gpx)).toEqual(parseActivityFile(gpx));
  }, 60_000);

  it("answers a large file's problem with the same Spanish message, and more files than workers all get read", async () => {
    const broken = Buffer.concat([Buffer.from('<?xml version="1.0"?><gpx version="1.1"><trk><trkseg>'), Buffer.alloc(OFF_THREAD_FROM_BYTES, ' ')]);
    await expect(parseActivityFileOffThread(broken)).rejects.toMatchObject({ status: 400, message: messages.challengeWearables.unreadable });
    const gpx = Buffer.from(gpxRun({ start, meters: 10_000, seconds: 3 * 3600, stepSeconds: 1 }));
    const read = await Promise.all([1, 2, 3].map(() => parseActivityFileOffThread(gpx)));
    expect(read.map((activity) => Math.round(activity.distanceInMeters))).toEqual([10_000, 10_000, 10_000]);
  }, 60_000);
});
