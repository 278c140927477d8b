import type { ModalityConfig } from '../results/types.ts';
import type { ImportedModality } from './import.types.ts';

/** What the rankings read of an imported modality (categories in sortOrder). */
export function importedModalityToConfig(modality: ImportedModality): ModalityConfig {
  const categories = [...modality.categories]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _sortOrder, ...category }) => category);
  return { code: modality.code, name: modality.name, categories, backyard: modality.isBackyard };
}
