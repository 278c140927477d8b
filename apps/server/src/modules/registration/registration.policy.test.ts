import { describe, expect, it } from 'vitest';
import type { AccountView } from '@dorsal/core';
import { registrationPolicy } from './registration.policy.ts';

const user = (role: 'admin' | 'athlete') => ({ id: 'u1', role }) as AccountView;

describe('registrationPolicy.canMarkCashPaid (the sandbox "mark cash slip paid")', () => {
  it('lets anyone use it outside production', () => {
    expect(registrationPolicy.canMarkCashPaid(null, null, { production: false })).toBe(true);
  });

  it('in production: admins and the event’s staff only', () => {
    const production = { production: true };
    expect(registrationPolicy.canMarkCashPaid(null, null, production)).toBe(false);
    expect(registrationPolicy.canMarkCashPaid(user('athlete'), null, production)).toBe(false);
    expect(registrationPolicy.canMarkCashPaid(user('athlete'), 'pointOfSale', production)).toBe(true);
    expect(registrationPolicy.canMarkCashPaid(user('admin'), null, production)).toBe(true);
  });
});
