import { Suspense, lazy } from 'react';
import { useHostKind } from './useHostKind.ts';
import { SiteLoadingScreen } from './SiteLoadingScreen.tsx';
import { hasServerFirstPaint } from '../features/sites/serverFirstPaint.ts';

// The product and an organizer's website are separate chunks: each host downloads only its own.
const ProductApp = lazy(() => import('./ProductApp.tsx'));
const SiteApp = lazy(() => import('../features/sites/SiteApp.tsx'));

// What the registration area lends a site (composed here: features do not import each other).
const siteSlots = {
  Registration: lazy(() => import('../features/registration/embed/SiteRegistration.tsx').then((module) => ({ default: module.SiteRegistration }))),
  Confirmation: lazy(() =>
    import('../features/registration/embed/SiteConfirmationDocument.tsx').then((module) => ({ default: module.SiteConfirmationDocument })),
  ),
  View: lazy(() => import('../features/views/CustomViewPage.tsx').then((module) => ({ default: module.CustomViewPage }))),
};

export function App() {
  const host = useHostKind();
  const loading = <SiteLoadingScreen />;
  if (host === 'pending' || host === 'unknownSite') return loading;
  // When the server drew the site's opening sections, they stay on screen while the site's code loads.
  const waiting = host === 'site' && hasServerFirstPaint() ? null : loading;
  return <Suspense fallback={waiting}>{host === 'site' ? <SiteApp slots={siteSlots} loading={waiting} /> : <ProductApp />}</Suspense>;
}
