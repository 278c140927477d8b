import { describe, expect, it } from 'vitest';
import type { CategoryConfig } from '../results/types.ts';
import {
  changeChoice,
  isCategoryOffered,
  isSoldOut,
  offeredCategories,
  placesLeft,
  type CategoryPickerInput,
  type RegistrationChoice,
} from './category-picker.ts';

function category(code: string, minAge: number, maxAge: number, extra: Partial<CategoryConfig> = {}): CategoryConfig {
  return { code, name: code, branch: 'F', minAge, maxAge, winnersCount: 3, isOverall: false, hidden: false, ...extra };
}

const categories = [
  category('ABS', 0, 200, { isOverall: true, name: 'Absolutos' }),
  category('INF', 0, 13, { name: 'Infantil' }),
  category('JUV', 14, 17, { name: 'Juvenil' }),
  category('LIB', 18, 39, { name: 'Libre' }),
  category('MAS', 40, 49, { name: 'Máster' }),
  category('VET', 50, 200, { name: 'Veteranos' }),
  category('OCULTA', 40, 49, { hidden: true }),
  category('LIB-V', 18, 39, { branch: 'M', name: 'Libre varonil' }),
];
const input: CategoryPickerInput = {
  categories,
  branch: 'F',
  birthDate: '1980-06-15',
  eventDate: '2026-03-14',
  ageAtEventDate: true,
  lowerCategories: false,
};
const codes = (result: ReturnType<typeof offeredCategories>) => result.categories.map(({ category }) => category.code);

describe('offeredCategories', () => {
  it('asks for gender and birth date first', () => {
    const message = 'Selecciona el género y la fecha de nacimiento para continuar';
    expect(offeredCategories({ ...input, branch: null })).toEqual({ age: null, categories: [], message });
    expect(offeredCategories({ ...input, birthDate: '' })).toEqual({ age: null, categories: [], message });
    expect(offeredCategories({ ...input, birthDate: '1980-02-30' }).message).toBe(message);
  });

  it('offers the fitting, non-overall, visible categories of the branch and auto-selects a single one', () => {
    const result = offeredCategories(input); // 45 on the event date
    expect(result.age).toBe(45);
    expect(codes(result)).toEqual(['MAS']);
    expect(result.categories[0]).toMatchObject({ suggested: true, label: 'Máster (Sugerida para tu edad)' });
    expect(result.autoSelected).toBe('MAS');
    expect(result.message).toBeUndefined();
  });

  it('counts the age on 31 December when edadActual is off', () => {
    // 39 on 14 March, 40 on 31 December
    const birthDate = '1986-06-15';
    expect(codes(offeredCategories({ ...input, birthDate }))).toEqual(['LIB']);
    expect(codes(offeredCategories({ ...input, birthDate, ageAtEventDate: false }))).toEqual(['MAS']);
  });

  it('treats 0 and 200 as open bounds', () => {
    expect(codes(offeredCategories({ ...input, birthDate: '2025-01-01' }))).toEqual(['INF']);
    expect(codes(offeredCategories({ ...input, birthDate: '1920-01-01' }))).toEqual(['VET']);
  });

  it('with categoriasInferiores also offers every category starting at or below the age, suggesting the fitting one', () => {
    const result = offeredCategories({ ...input, lowerCategories: true });
    expect(codes(result)).toEqual(['INF', 'JUV', 'LIB', 'MAS']);
    expect(result.categories.filter((c) => c.suggested).map((c) => c.label)).toEqual(['Máster (Sugerida para tu edad)']);
    expect(result.categories.find((c) => c.category.code === 'LIB')?.label).toBe('Libre');
    expect(result.autoSelected).toBeUndefined();
  });

  it('suggests the narrowest fitting range when ranges overlap, the first listed on a tie', () => {
    const overlapping = [category('TODAS', 0, 200), category('M40', 40, 44), category('M40B', 40, 44), category('M40-49', 40, 49)];
    const result = offeredCategories({ ...input, categories: overlapping, birthDate: '1984-01-01' }); // 42
    expect(result.categories.map((c) => [c.category.code, c.suggested])).toEqual([
      ['TODAS', false],
      ['M40', true],
      ['M40B', false],
      ['M40-49', false],
    ]);
  });

  it('says so when the distance has nothing for the gender and age', () => {
    const result = offeredCategories({ ...input, branch: 'M', birthDate: '2015-01-01' });
    expect(result).toEqual({
      age: 11,
      categories: [],
      message: 'Esta distancia no tiene categorías para el género y la edad seleccionados',
    });
  });

  it('lets the server check a chosen category', () => {
    expect(isCategoryOffered(input, 'MAS')).toBe(true);
    expect(isCategoryOffered(input, 'OCULTA')).toBe(false);
    expect(isCategoryOffered(input, 'ABS')).toBe(false);
    expect(isCategoryOffered(input, 'LIB-V')).toBe(false);
  });
});

describe('changeChoice', () => {
  const chosen: RegistrationChoice = { branch: 'F', birthDate: '1980-06-15', modalityCode: '10K', categoryCode: 'MAS' };

  it('resets modality and category when gender or birth date change', () => {
    expect(changeChoice(chosen, { branch: 'M' })).toEqual({ ...chosen, branch: 'M', modalityCode: null, categoryCode: null });
    expect(changeChoice(chosen, { birthDate: '1990-01-01' })).toMatchObject({ modalityCode: null, categoryCode: null });
  });

  it('resets the category when the modality changes, and nothing when values stay', () => {
    expect(changeChoice(chosen, { modalityCode: '21K' })).toEqual({ ...chosen, modalityCode: '21K', categoryCode: null });
    expect(changeChoice(chosen, { branch: 'F', modalityCode: '10K' })).toEqual(chosen);
    expect(changeChoice(chosen, { categoryCode: 'LIB' })).toEqual({ ...chosen, categoryCode: 'LIB' });
  });
});

describe('isSoldOut', () => {
  it("is 'AGOTADO' when the capacity is at most the registered count; null capacity is unlimited", () => {
    expect(isSoldOut({ capacity: 100, taken: 99 })).toBe(false);
    expect(isSoldOut({ capacity: 100, taken: 100 })).toBe(true);
    expect(isSoldOut({ capacity: 100, taken: 101 })).toBe(true);
    expect(isSoldOut({ capacity: 0, taken: 0 })).toBe(true);
    expect(isSoldOut({ capacity: null, taken: 10_000 })).toBe(false);
    expect(placesLeft({ capacity: 100, taken: 101 })).toBe(0);
    expect(placesLeft({ capacity: null, taken: 1 })).toBeNull();
  });
});
