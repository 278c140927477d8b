import { formFieldsFor, validateFormValues } from '@dorsal/core';
import type { FieldContext, FieldDefinition, ModalityOption, RegistrationOptions } from '@dorsal/core';

// Apart from selection.ts: core's field checks bring zod, which the wizard's first step does not need.

/** Who fills the form: the public online, or staff at the point of sale (the options say which). */
export function fieldContextOf(options: Pick<RegistrationOptions, 'channel'>): FieldContext {
  return { channel: options.channel };
}

/** The event's fields (unless the modality hides them) and the modality's own. */
export function wizardFields(options: RegistrationOptions, modality: ModalityOption | null): FieldDefinition[] {
  return formFieldsFor({
    eventFields: options.formFields,
    modalityFields: modality?.formFields ?? [],
    hideEventFields: modality?.hideEventFields ?? false,
  });
}

export function validateWizardFields(options: RegistrationOptions, modality: ModalityOption | null, values: Record<string, unknown>) {
  return validateFormValues(wizardFields(options, modality), values, fieldContextOf(options));
}
