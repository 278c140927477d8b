import { Shell } from './shell/Shell.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { ToastProvider } from '../shared/ui/ToastProvider.tsx';

/** The product (its shell and routes), loaded only on the product's hosts: an organizer's site never downloads it. */
export default function ProductApp() {
  return (
    <ToastProvider>
      <Shell>
        <AppRoutes />
      </Shell>
    </ToastProvider>
  );
}
