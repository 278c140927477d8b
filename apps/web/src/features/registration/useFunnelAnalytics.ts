import { useEffect } from 'react';
import { initAnalytics, track } from '../../shared/analytics/analytics.ts';
import type { RegistrationOptions } from '@dorsal/core';

/** Loads the event's trackers with its options and sends PageView and ViewContent once per page. */
export function useFunnelAnalytics(options: RegistrationOptions | undefined): void {
  const eventId = options?.event.id;
  useEffect(() => {
    if (!options) return;
    initAnalytics(options.event.analytics);
    track('PageView');
    track('ViewContent', { contentName: options.event.name });
    // Once per event and page, not on every refetch of the options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);
}
