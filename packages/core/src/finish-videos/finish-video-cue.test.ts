import { describe, expect, it } from 'vitest';
import { finishVideoCue, finishVideoInputSchema, instantSecondsOfDay, offsetInWindow, secondsOfDay, timeOfDayOf, readYoutubeVideoId } from '../index.ts';

const zone = 'America/Mexico_City'; // UTC−6 all year
const video = (startTime: string, endTime: string, hidden = false, name = `${startTime}-${endTime}`) => ({ name, startTime, endTime, hidden });

describe('times of day', () => {
  it('reads HH:MM and HH:MM:SS, and nothing else', () => {
    expect(secondsOfDay('07:30')).toBe(27_000);
    expect(secondsOfDay('23:59:59')).toBe(86_399);
    for (const bad of ['24:00', '7:30', '07:60', '07:30:5', '']) expect(secondsOfDay(bad), bad).toBeNull();
  });

  it('reads an instant on the event clock', () => {
    expect(instantSecondsOfDay('2026-10-18T13:31:10.400Z', zone)).toBe(7 * 3600 + 31 * 60 + 10);
    expect(timeOfDayOf('2026-10-18T13:30:00.000Z', zone)).toBe('07:30:00');
    expect(timeOfDayOf('2026-10-18T13:30:00.000Z', 'America/Tijuana')).toBe('06:30:00'); // UTC−7 in October
  });
});

describe('offsetInWindow', () => {
  it('holds a moment inside the window, edges included', () => {
    expect(offsetInWindow(100, 100, 200)).toBe(0);
    expect(offsetInWindow(200, 100, 200)).toBe(100);
    expect(offsetInWindow(99, 100, 200)).toBeNull();
    expect(offsetInWindow(201, 100, 200)).toBeNull();
  });

  it('runs past midnight when the end is before the start', () => {
    const start = 23 * 3600;
    const end = 3600;
    expect(offsetInWindow(23 * 3600 + 10, start, end)).toBe(10);
    expect(offsetInWindow(600, start, end)).toBe(3600 + 600);
    expect(offsetInWindow(2 * 3600, start, end)).toBeNull();
  });
});

describe('finishVideoCue', () => {
  const arrival = '2026-10-18T13:31:10.000Z'; // 07:31:10 on the event clock

  it('starts the video whose window holds the arrival 5 seconds before it', () => {
    const cue = finishVideoCue(arrival, zone, [video('07:00:00', '07:20:00'), video('07:30:00', '08:30:00')]);
    expect(cue?.video.name).toBe('07:30:00-08:30:00');
    expect(cue?.startSeconds).toBe(65);
  });

  it('never starts before the first frame', () => {
    expect(finishVideoCue('2026-10-18T13:30:02.000Z', zone, [video('07:30', '08:30')])?.startSeconds).toBe(0);
  });

  it('never chooses a hidden video, and takes the next visible one', () => {
    expect(finishVideoCue(arrival, zone, [video('07:00', '08:00', true)])).toBeNull();
    expect(finishVideoCue(arrival, zone, [video('07:00', '08:00', true), video('07:31', '07:40')])?.startSeconds).toBe(5);
  });

  it('has nothing without an arrival or outside every window', () => {
    expect(finishVideoCue(null, zone, [video('00:00', '23:59:59')])).toBeNull();
    expect(finishVideoCue(arrival, zone, [video('08:00', '09:00')])).toBeNull();
  });
});

describe('readYoutubeVideoId', () => {
  it.each([
    ['M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE&t=30s', 'M7lc1UVf-VE'],
    ['youtu.be/M7lc1UVf-VE?si=abc', 'M7lc1UVf-VE'],
    ['https://m.youtube.com/shorts/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/live/M7lc1UVf-VE', 'M7lc1UVf-VE'],
  ])('reads %s', (text, id) => expect(readYoutubeVideoId(text)).toBe(id));

  it.each(['', 'hola', 'https://vimeo.com/12345678901', 'https://www.youtube.com/watch?v=short', 'https://evil.example/watch?v=M7lc1UVf-VE'])('refuses %s', (text) => {
    expect(readYoutubeVideoId(text)).toBeNull();
  });
});

describe('finishVideoInputSchema', () => {
  const base = { kind: 'youtube', youtube: 'M7lc1UVf-VE', startTime: '07:30', endTime: '08:30' };
  const messagesOf = (body: unknown) => {
    const parsed = finishVideoInputSchema.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a YouTube video with its window, hidden false by default', () => {
    expect(finishVideoInputSchema.parse(base)).toMatchObject({ hidden: false, title: '', fileUrl: '' });
  });

  it('refuses each bad field with its Spanish message', () => {
    expect(messagesOf({ ...base, youtube: 'no es un video' })).toEqual({ youtube: 'Escribe el enlace o el id de un video de YouTube' });
    expect(messagesOf({ ...base, startTime: '7:30' })).toEqual({ startTime: 'Escribe la hora como HH:MM o HH:MM:SS' });
    expect(messagesOf({ ...base, endTime: '07:30:00' })).toEqual({ endTime: 'La hora de fin debe ser distinta de la hora de inicio' });
    expect(messagesOf({ ...base, kind: 'file' })).toEqual({ fileUrl: 'Sube el archivo del video' });
    expect(messagesOf({ ...base, title: 'x'.repeat(121) })).toEqual({ title: 'Máximo 120 caracteres' });
  });
});
