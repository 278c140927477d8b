import { Suspense, useCallback } from 'react';
import { ConfirmationPathContext } from '../../../shared/registration/ConfirmationPathContext.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSite } from '../SiteContext.ts';
import { confirmationPath } from '../siteRoutes.ts';
import { Contained } from './Contained.tsx';
import { WhenNear } from './WhenNear.tsx';
import type { SectionProps } from './types.ts';

/**
 * The event's real registration wizard; once paid, its confirmation opens at this site's `/{route}/{key}`. Its code
 * (forms, validation, payment) downloads only when the section nears the screen or a link targets it: a page whose
 * registration is further down paints and becomes usable without it.
 */
export function RegistrationSection({ section }: SectionProps<'registration'>) {
  const { route, slots } = useSite();
  const toConfirmation = useCallback((key: string, _eventId: number, download?: boolean) => confirmationPath(route, key, download), [route]);
  return (
    <Contained maxWidth={900}>
      <WhenNear anchor={section.id} minHeight={480}>
        <ConfirmationPathContext value={toConfirmation}>
          <Suspense fallback={<LoadingState />}>
            <slots.Registration eventId={section.eventId} />
          </Suspense>
        </ConfirmationPathContext>
      </WhenNear>
    </Contained>
  );
}
