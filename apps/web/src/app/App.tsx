import { useHostKind } from './useHostKind.ts';
import { SiteLoadingScreen } from './SiteLoadingScreen.tsx';
import { Shell } from './shell/Shell.tsx';
import { AppRoutes } from './AppRoutes.tsx';

export function App() {
  const host = useHostKind();
  if (host !== 'app') return <SiteLoadingScreen />;
  return (
    <Shell>
      <AppRoutes />
    </Shell>
  );
}
