import type { deskRegistrationApi, registrationApi } from '@dorsal/core';

// The contract's paths (core registration.api.ts, desk-registration.api.ts), written here so a page showing the
// wizard does not load the schemas of every registration route (the check is on the types).
export const registrationPaths = {
  options: { path: '/api/events/:id/registration' satisfies (typeof registrationApi.options)['path'] },
  quote: { path: '/api/events/:id/registration/quote' satisfies (typeof registrationApi.quote)['path'] },
  register: { path: '/api/events/:id/registrations' satisfies (typeof registrationApi.register)['path'] },
  confirmation: { path: '/api/registrations/:id' satisfies (typeof registrationApi.confirmation)['path'] },
  sandboxPay: { path: '/api/registrations/:id/sandbox-pay' satisfies (typeof registrationApi.sandboxPay)['path'] },
};

export const deskRegistrationPaths = {
  options: { path: '/api/manage/events/:id/desk/registration' satisfies (typeof deskRegistrationApi.options)['path'] },
  quote: { path: '/api/manage/events/:id/desk/registration/quote' satisfies (typeof deskRegistrationApi.quote)['path'] },
  register: { path: '/api/manage/events/:id/desk/registrations' satisfies (typeof deskRegistrationApi.register)['path'] },
};
