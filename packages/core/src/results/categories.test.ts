import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageFitsCategory, categoriesFor, categoryAge, categoryFor, parseBranch } from './categories.ts';
import { category } from './test-support.ts';

describe('categoryAge', () => {
  it('counts the age at the event date when ageAtEventDate is on', () => {
    expect(categoryAge({ birthDate: '1990-10-15', eventDate: '2025-03-02', ageAtEventDate: true })).toBe(34);
    expect(categoryAge({ birthDate: '1990-03-02', eventDate: '2025-03-02', ageAtEventDate: true })).toBe(35);
  });

  it('counts the age at 31 December of the event year when ageAtEventDate is off', () => {
    expect(categoryAge({ birthDate: '1990-10-15', eventDate: '2025-03-02', ageAtEventDate: false })).toBe(35);
    expect(categoryAge({ birthDate: '1990-12-31', eventDate: '2025-01-01', ageAtEventDate: false })).toBe(35);
  });

  it('rejects a malformed event date', () => {
    expect(() => categoryAge({ birthDate: '1990-10-15', eventDate: '2025-13-01', ageAtEventDate: false })).toThrow();
  });
});

describe('category bounds', () => {
  it('includes both bounds', () => {
    const senior = { minAge: 30, maxAge: 39 };
    expect([29, 30, 39, 40].map((age) => ageFitsCategory(age, senior))).toEqual([false, true, true, false]);
  });

  it('reads 0 and 200 as open bounds', () => {
    expect(ageFitsCategory(250, { minAge: 60, maxAge: 200 })).toBe(true);
    expect(ageFitsCategory(0, { minAge: 0, maxAge: 17 })).toBe(true);
    fc.assert(fc.property(fc.nat(300), (age) => ageFitsCategory(age, { minAge: 0, maxAge: 200 })));
  });
});

describe('categoriesFor / categoryFor', () => {
  const categories = [
    category({ code: 'ABS', isOverall: true }),
    category({ code: 'JUV', minAge: 0, maxAge: 29 }),
    category({ code: 'SEN', minAge: 30, maxAge: 39 }),
    category({ code: 'MAS', minAge: 40, maxAge: 200 }),
    category({ code: 'ELITE', hidden: true }),
    category({ code: 'FJUV', branch: 'F', minAge: 0, maxAge: 29 }),
  ];

  it('picks by branch and age, leaving out overall and hidden categories', () => {
    expect(categoriesFor(categories, { branch: 'M', age: 35 }).map((c) => c.code)).toEqual(['SEN']);
    expect(categoryFor(categories, { branch: 'M', age: 90 })?.code).toBe('MAS');
    expect(categoryFor(categories, { branch: 'F', age: 20 })?.code).toBe('FJUV');
  });

  it('answers null when no category fits', () => {
    expect(categoryFor(categories, { branch: 'F', age: 45 })).toBeNull();
  });
});

describe('parseBranch', () => {
  it("accepts F and M, and reads 'V' as M", () => {
    expect(parseBranch('F')).toBe('F');
    expect(parseBranch(' m ')).toBe('M');
    expect(parseBranch('V')).toBe('M');
    expect(parseBranch('X')).toBeNull();
  });
});
