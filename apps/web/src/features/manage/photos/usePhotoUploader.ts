import { useEffect, useState } from 'react';
import { PhotoUploadQueue, type UploadItem } from './photoUploadQueue.ts';

export interface UploaderView {
  items: UploadItem[];
  batchId: number | null;
  queue: PhotoUploadQueue;
}

/** The page's upload queue and a copy of its files' state, refreshed at most 4 times a second (hundreds of rows). */
export function usePhotoUploader(eventId: number): UploaderView {
  const [queue] = useState(() => new PhotoUploadQueue(eventId));
  const [view, setView] = useState<{ items: UploadItem[]; batchId: number | null }>({ items: [], batchId: null });
  useEffect(() => {
    const timer = setInterval(() => {
      if (queue.takeChanged()) setView({ items: queue.items.map((item) => ({ ...item })), batchId: queue.batchId });
    }, 250);
    return () => {
      clearInterval(timer);
      queue.stop();
    };
  }, [queue]);
  return { ...view, queue };
}
