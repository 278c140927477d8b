/**
 * Resolves the modality and category a result names (by code or by name, ignoring case and
 * accents). In create mode (the event has no modalities yet) every new name becomes a modality or
 * category; otherwise names must exist.
 */
import type { Branch, ModalityConfig } from '../results/types.ts';
import { OPEN_MAX_AGE, OPEN_MIN_AGE } from '../results/categories.ts';
import { normalizeForSearch } from '../results/search.ts';
import type { ImportedCategory, ImportedModality } from './import.types.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

/** Podium size of a category created by an import. */
export const DEFAULT_WINNERS_COUNT = 3;

const t = messages.imports.catalog;

export type Resolution<T> = { ok: true; value: T } | { ok: false; message: string };

export class ModalityCatalog {
  private readonly modalities: ModalityConfig[];
  private readonly created: ImportedModality[] = [];
  private readonly createMode: boolean;

  constructor(existing: readonly ModalityConfig[]) {
    this.modalities = existing.map((modality) => ({ ...modality, categories: [...modality.categories] }));
    this.createMode = existing.length === 0;
  }

  /** The modality code for a written code or name. */
  modality(text: string): Resolution<string> {
    const found = findByCodeOrName(this.modalities, text);
    if (found) return { ok: true, value: found.code };
    if (!this.createMode) {
      const known = this.modalities.map((modality) => modality.code).join(', ');
      return { ok: false, message: fill(t.unknownModality, { text, known }) };
    }
    const modality: ImportedModality = {
      code: text,
      name: text,
      description: '',
      sortOrder: this.created.length + 1,
      hidden: false,
      isBackyard: false,
      startWaves: [],
      categories: [],
    };
    this.created.push(modality);
    this.modalities.push({ code: text, name: text, categories: [] });
    return { ok: true, value: text };
  }

  /** The category code for a written code or name, within a modality and branch. */
  category(modalityCode: string, branch: Branch, text: string): Resolution<string> {
    const modality = this.modalities.find((candidate) => candidate.code === modalityCode);
    if (!modality) return { ok: false, message: fill(t.modalityNotFound, { code: modalityCode }) };
    const inBranch = modality.categories.filter((category) => category.branch === branch);
    const found = findByCodeOrName(inBranch, text);
    if (found) return { ok: true, value: found.code };
    const createdModality = this.created.find((candidate) => candidate.code === modalityCode);
    if (!createdModality) {
      const known = inBranch.map((category) => category.code).join(', ');
      const list = known === '' ? t.noCategories : fill(t.categoryList, { known });
      return {
        ok: false,
        message: fill(t.unknownCategory, { text, branch: t.branches[branch], modality: modalityCode, list }),
      };
    }
    const category: ImportedCategory = {
      code: text,
      name: text,
      branch,
      minAge: OPEN_MIN_AGE,
      maxAge: OPEN_MAX_AGE,
      winnersCount: DEFAULT_WINNERS_COUNT,
      isOverall: false,
      hidden: false,
      sortOrder: createdModality.categories.length + 1,
    };
    createdModality.categories.push(category);
    modality.categories.push(category);
    return { ok: true, value: text };
  }

  /** The modalities (with their categories) created from the file, in order of appearance. */
  createdModalities(): ImportedModality[] {
    return this.created;
  }

  /** Known modality codes in configured order (existing first, then created). */
  modalityCodes(): string[] {
    return this.modalities.map((modality) => modality.code);
  }
}

function findByCodeOrName<T extends { code: string; name: string }>(items: readonly T[], text: string): T | undefined {
  const key = normalizeForSearch(text);
  return (
    items.find((item) => normalizeForSearch(item.code) === key) ?? items.find((item) => normalizeForSearch(item.name) === key)
  );
}
