import { routePath, type RegistrationOptions } from '@dorsal/core';
import { deskRegistrationPaths, registrationPaths } from '../paths.ts';

/** Whether the options are the point of sale's (staff registering someone at the desk, cash). */
export const isDesk = (options: Pick<RegistrationOptions, 'channel'>) => options.channel === 'point_of_sale';

/** Where the wizard asks for its quote and sends the registration: the public routes, or the desk's. */
export function wizardEndpoints(options: Pick<RegistrationOptions, 'channel' | 'event'>) {
  const api = isDesk(options) ? deskRegistrationPaths : registrationPaths;
  const params = { id: options.event.id };
  return { quote: routePath(api.quote, params), register: routePath(api.register, params) };
}
