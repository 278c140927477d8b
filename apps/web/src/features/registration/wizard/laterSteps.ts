import { lazy } from 'react';
import { wantToastHost } from '../../../shared/ui/toasts.ts';
import { loadAthleteValidation } from '../athlete/AthleteStep.tsx';

// The wizard's steps after the athlete's data load apart: a page showing the wizard carries only its first step, and
// the rest (with the first step's check and the toasts) arrives while the visitor fills it in (preloadLaterSteps on
// their first touch of the form).
const loadOptionsStep = () => import('../options/OptionsStep.tsx');
const loadPaymentStep = () => import('../payment/PaymentStep.tsx');
const loadDoneStep = () => import('./DoneStep.tsx');
const loadDeskDoneStep = () => import('./DeskDoneStep.tsx');
/** The registration's body (the extra fields and team checked by core's schemas), built when paying. */
export const loadRegistrationBody = () => import('./registrationBody.ts');

export const OptionsStep = lazy(() => loadOptionsStep().then((module) => ({ default: module.OptionsStep })));
export const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));
export const DoneStep = lazy(() => loadDoneStep().then((module) => ({ default: module.DoneStep })));
export const DeskDoneStep = lazy(() => loadDeskDoneStep().then((module) => ({ default: module.DeskDoneStep })));

let preloaded = false;
/** Starts loading the later steps (once); a failed load is retried when the step itself renders. */
export function preloadLaterSteps(desk: boolean): void {
  if (preloaded) return;
  preloaded = true;
  wantToastHost();
  for (const load of [loadAthleteValidation, loadRegistrationBody, loadOptionsStep, loadPaymentStep, desk ? loadDeskDoneStep : loadDoneStep]) load().catch(() => undefined);
}
