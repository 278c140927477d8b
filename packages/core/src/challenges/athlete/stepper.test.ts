import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstBlockerBefore, nextSavedStep, stepBlocker, stepBlockerMessage, type StepFacts } from './stepper.ts';

const participant = { active: true, paymentStatus: 'none' as const, formAnswered: false, goalSeconds: null, finishSeconds: null, hasWearable: false, evidenceCount: 0 };
const facts = (over: Partial<StepFacts['participant'] & object> = {}, challenge: Partial<StepFacts> = {}): StepFacts => ({ priceCents: 0, hasForm: false, participant: { ...participant, ...over }, ...challenge });

describe('challenge stepper gating', () => {
  it('step 0 needs an active, paid (when priced) registration and the form when there is one', () => {
    expect(stepBlocker(0, { priceCents: 0, hasForm: false, participant: null })).toBe('registration');
    expect(stepBlocker(0, facts({ active: false }))).toBe('registration');
    expect(stepBlocker(0, facts({}, { priceCents: 10000 }))).toBe('registration');
    expect(stepBlocker(0, facts({ paymentStatus: 'pending' }, { priceCents: 10000 }))).toBe('registration');
    expect(stepBlocker(0, facts({ paymentStatus: 'paid' }, { priceCents: 10000 }))).toBeNull();
    expect(stepBlocker(0, facts({}, { hasForm: true }))).toBe('form');
    expect(stepBlocker(0, facts({ formAnswered: true }, { hasForm: true }))).toBeNull();
  });

  it('step 1 a goal, step 2 a time plus evidence or a wearable, 3 and 4 always', () => {
    expect(stepBlocker(1, facts())).toBe('goal');
    expect(stepBlocker(1, facts({ goalSeconds: 3600 }))).toBeNull();
    expect(stepBlocker(2, facts({ finishSeconds: 3600 }))).toBe('evidence');
    expect(stepBlocker(2, facts({ evidenceCount: 1 }))).toBe('evidence');
    expect(stepBlocker(2, facts({ finishSeconds: 3600, evidenceCount: 1 }))).toBeNull();
    expect(stepBlocker(2, facts({ finishSeconds: 3600, hasWearable: true }))).toBeNull();
    expect(stepBlocker(3, facts())).toBeNull();
    expect(stepBlocker(4, facts())).toBeNull();
    expect(firstBlockerBefore(3, facts({ goalSeconds: 60 }))).toEqual({ step: 2, blocker: 'evidence' });
  });

  it('toasts give the spec reasons', () => {
    expect(stepBlockerMessage('registration')).toBe('Completa tu registro para continuar');
    expect(stepBlockerMessage('form')).toBe('Completa el formulario para continuar');
    expect(stepBlockerMessage('goal')).toBe('Ingresa el tiempo que deseas realizar en el reto');
    expect(stepBlockerMessage('evidence')).toBe('Ingresa tu tiempo con una evidencia de tu tiempo');
  });

  it('the saved step only moves forward and stays within 0–4', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -3, max: 9 }), (stored, requested) => {
        const saved = nextSavedStep(stored, requested);
        expect(saved).toBeGreaterThanOrEqual(stored);
        expect(saved).toBeLessThanOrEqual(4);
        expect(saved === stored || saved === Math.min(4, requested)).toBe(true);
      }),
    );
  });
});
