import { lazy } from 'react';

// The wizard's steps after the athlete's data load apart: a page showing the wizard carries only its first step, and
// the rest arrives while the visitor fills it in (preloadLaterSteps on their first touch of the form).
const loadOptionsStep = () => import('../options/OptionsStep.tsx');
const loadPaymentStep = () => import('../payment/PaymentStep.tsx');
const loadDoneStep = () => import('./DoneStep.tsx');
const loadDeskDoneStep = () => import('./DeskDoneStep.tsx');

export const OptionsStep = lazy(() => loadOptionsStep().then((module) => ({ default: module.OptionsStep })));
export const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));
export const DoneStep = lazy(() => loadDoneStep().then((module) => ({ default: module.DoneStep })));
export const DeskDoneStep = lazy(() => loadDeskDoneStep().then((module) => ({ default: module.DeskDoneStep })));

let preloaded = false;
/** Starts loading the later steps (once); a failed load is retried when the step itself renders. */
export function preloadLaterSteps(desk: boolean): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of [loadOptionsStep, loadPaymentStep, desk ? loadDeskDoneStep : loadDoneStep]) load().catch(() => undefined);
}
