import { Suspense, useCallback } from 'react';
import { ConfirmationPathContext } from '../../../shared/registration/ConfirmationPathContext.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSite } from '../SiteContext.ts';
import { confirmationPath } from '../siteRoutes.ts';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

/** The event's real registration wizard; once paid, its confirmation opens at this site's `/{route}/{key}`. */
export function RegistrationSection({ section }: SectionProps<'registration'>) {
  const { route, slots } = useSite();
  const toConfirmation = useCallback((key: string, _eventId: number, download?: boolean) => confirmationPath(route, key, download), [route]);
  return (
    <Contained maxWidth={900}>
      <ConfirmationPathContext value={toConfirmation}>
        <Suspense fallback={<LoadingState />}>
          <slots.Registration eventId={section.eventId} />
        </Suspense>
      </ConfirmationPathContext>
    </Contained>
  );
}
