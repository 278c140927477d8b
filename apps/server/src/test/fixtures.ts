import type { SignUpInput } from '@dorsal/core';

let counter = 0;

/** A valid sign-up body with a unique email. */
export function signUpBody(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter += 1;
  return {
    firstNames: 'María José',
    lastNames: 'Núñez Peña',
    phone: '5512345678',
    gender: 'F',
    birthDate: '1990-05-17',
    email: `maria.${counter}.${Date.now()}@ejemplo.mx`,
    password: 'corre123',
    ...overrides,
  };
}
