import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { challengeCategoriesSchema, challengeCategoryFor, OTHER_CATEGORY, SINGLE_CATEGORY, type ChallengeCategories } from './categories.ts';

const sample: ChallengeCategories = {
  F: [
    { name: 'Libre', ageStart: 18, ageEnd: 39, code: 10 },
    { name: 'Máster', ageStart: 40, ageEnd: 200, code: 11 },
  ],
  M: [{ name: 'Juvenil', ageStart: 12, ageEnd: 17, code: 20 }],
};

describe('challengeCategoryFor', () => {
  it('gives the range holding the age, both bounds included', () => {
    expect(challengeCategoryFor(sample, 'F', 18)).toEqual({ name: 'Libre', code: 10 });
    expect(challengeCategoryFor(sample, 'F', 39)).toEqual({ name: 'Libre', code: 10 });
    expect(challengeCategoryFor(sample, 'F', 40)).toEqual({ name: 'Máster', code: 11 });
  });
  it('reads an upper bound of 200 as "and over"', () => {
    expect(challengeCategoryFor(sample, 'F', 97)).toEqual({ name: 'Máster', code: 11 });
  });
  it("gives 'Otra' 100 outside every range", () => {
    expect(challengeCategoryFor(sample, 'F', 17)).toEqual(OTHER_CATEGORY);
    expect(challengeCategoryFor(sample, 'M', 30)).toEqual(OTHER_CATEGORY);
  });
  it("gives 'Única' 1 without categories", () => {
    expect(challengeCategoryFor(null, 'M', 30)).toEqual(SINGLE_CATEGORY);
    expect(challengeCategoryFor({ F: [], M: [] }, 'F', 30)).toEqual(SINGLE_CATEGORY);
  });
});

describe('challengeCategoriesSchema', () => {
  it('takes the sample and refuses reversed ranges and repeated codes with Spanish messages', () => {
    expect(challengeCategoriesSchema.safeParse(sample).success).toBe(true);
    const reversed = challengeCategoriesSchema.safeParse({ F: [{ name: 'X', ageStart: 30, ageEnd: 20, code: 1 }], M: [] });
    expect(reversed.error?.issues[0]?.message).toBe('La edad inicial debe ser menor o igual a la edad final');
    const repeated = challengeCategoriesSchema.safeParse({ F: [], M: [{ name: 'A', ageStart: 1, ageEnd: 2, code: 5 }, { name: 'B', ageStart: 3, ageEnd: 4, code: 5 }] });
    expect(repeated.error?.issues[0]?.message).toBe('Cada categoría necesita un código distinto');
    expect(challengeCategoriesSchema.safeParse({ F: [{ name: '', ageStart: 1, ageEnd: 2, code: 5 }], M: [] }).error?.issues[0]?.message).toBe('Campo requerido');
  });
});

const rangesArbitrary = fc.array(
  fc.record({ a: fc.integer({ min: 0, max: 200 }), b: fc.integer({ min: 0, max: 200 }), code: fc.integer({ min: 2, max: 99 }) }).map(({ a, b, code }) => ({
    name: `C${code}`,
    ageStart: Math.min(a, b),
    ageEnd: Math.max(a, b),
    code,
  })),
  { maxLength: 6 },
);

describe('challengeCategoryFor (properties)', () => {
  it('returns a configured range holding the age, or Otra only when none holds it, or Única when the list is empty', () => {
    fc.assert(
      fc.property(rangesArbitrary, fc.constantFrom('F' as const, 'M' as const), fc.integer({ min: 0, max: 200 }), (ranges, gender, age) => {
        const categories = { F: gender === 'F' ? ranges : [], M: gender === 'M' ? ranges : [] };
        const choice = challengeCategoryFor(categories, gender, age);
        const holding = ranges.filter((range) => age >= range.ageStart && age <= range.ageEnd);
        if (ranges.length === 0) expect(choice).toEqual(SINGLE_CATEGORY);
        else if (holding.length === 0) expect(choice).toEqual(OTHER_CATEGORY);
        else expect(holding.map((range) => range.code)).toContain(choice.code);
      }),
    );
  });
  it("never reads the other gender's categories", () => {
    fc.assert(
      fc.property(rangesArbitrary, fc.integer({ min: 0, max: 200 }), (ranges, age) => {
        expect(challengeCategoryFor({ F: ranges, M: [] }, 'M', age)).toEqual(SINGLE_CATEGORY);
      }),
    );
  });
});
