import { describe, expect, it } from 'vitest';
import { fieldDefinitionSchema, fieldLabel, formFieldsFor, isFieldVisible, parseFieldType, visibleFields, type FieldDefinition } from './form-fields.ts';

const field = (id: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id,
  label: id,
  type: 'text',
  required: false,
  ...extra,
});

describe('field visibility', () => {
  it('hides hideInPublic fields online, shows them at the point of sale', () => {
    const staffOnly = field('pulsera', { hideInPublic: true });
    expect(isFieldVisible(staffOnly, { channel: 'online' })).toBe(false);
    expect(isFieldVisible(staffOnly, { channel: 'point_of_sale', role: 'pointOfSale' })).toBe(true);
  });

  it('hides fields from the roles listed and never shows hidden-type fields', () => {
    const notForSellers = field('notas', { hideFor: ['pointOfSale'] });
    expect(isFieldVisible(notForSellers, { channel: 'point_of_sale', role: 'pointOfSale' })).toBe(false);
    expect(isFieldVisible(notForSellers, { channel: 'point_of_sale', role: 'owner' })).toBe(true);
    expect(isFieldVisible(notForSellers, { channel: 'online' })).toBe(true);
    expect(isFieldVisible(field('origen', { type: 'hidden' }), { channel: 'point_of_sale' })).toBe(false);
  });

  it('orders by `order`, unordered last in listed order', () => {
    const fields = [field('c'), field('b', { order: 2 }), field('a', { order: 1 }), field('d')];
    expect(visibleFields(fields, { channel: 'online' }).map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('marks required labels with *', () => {
    expect(fieldLabel(field('Club', { required: true }))).toBe('Club *');
    expect(fieldLabel(field('Club'))).toBe('Club');
    expect(fieldLabel(field('Datos médicos', { type: 'title', required: true }))).toBe('Datos médicos');
  });
});

describe('formFieldsFor', () => {
  it("puts the event's fields first, then the modality's; hideAditionalInputs keeps only the modality's", () => {
    const eventFields = [field('club'), field('talla')];
    const modalityFields = [field('equipo')];
    expect(formFieldsFor({ eventFields, modalityFields }).map((f) => f.id)).toEqual(['club', 'talla', 'equipo']);
    expect(formFieldsFor({ eventFields, modalityFields, hideEventFields: true }).map((f) => f.id)).toEqual(['equipo']);
  });
});

describe('parseFieldType', () => {
  it('reads the stored tipoCampo names', () => {
    expect(parseFieldType('Select')).toBe('select');
    expect(parseFieldType('option')).toBe('radio');
    expect(parseFieldType('titulo')).toBe('title');
    expect(parseFieldType(' checkbox ')).toBe('checkbox');
    expect(parseFieldType('file')).toBeNull();
  });
});

describe('fieldDefinitionSchema', () => {
  it('accepts a definition and refuses broken ones', () => {
    const select = { id: 'talla', label: 'Talla', type: 'select', options: [{ label: 'M', value: 'M' }] };
    expect(fieldDefinitionSchema.safeParse(select).success).toBe(true);
    expect(fieldDefinitionSchema.safeParse({ id: 'talla', label: 'Talla', type: 'select' }).success).toBe(false);
    expect(fieldDefinitionSchema.safeParse({ id: 'x', label: 'X', type: 'text', pattern: '([' }).success).toBe(false);
    expect(fieldDefinitionSchema.safeParse({ id: 'x', label: 'X', type: 'number', min: 5, max: 1 }).success).toBe(false);
    expect(fieldDefinitionSchema.safeParse({ id: 'x', label: 'X', type: 'text', hideFor: ['athlete'] }).success).toBe(false);
  });
});
