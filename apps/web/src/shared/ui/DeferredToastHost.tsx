import { Suspense, lazy, useEffect, useState } from 'react';
import { onToastHostWanted } from './toasts.ts';

const ToastProvider = lazy(() => import('./ToastProvider.tsx').then((module) => ({ default: module.ToastProvider })));

/** The toast provider of an organizer's site: downloaded and mounted the first time a toast is wanted. */
export function DeferredToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastHostWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
