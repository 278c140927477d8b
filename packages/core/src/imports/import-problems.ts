import type { ImportProblem } from './import.types.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

/** At most this many problems are listed; one more line says how many were left out. */
export const MAX_IMPORT_PROBLEMS = 200;

/** Collects every problem of a file, in the order found. */
export class ProblemList {
  readonly items: ImportProblem[] = [];

  add(message: string, where: { row?: number; field?: string } = {}): void {
    this.items.push({ ...where, message });
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  /** The list as shown: the first MAX_IMPORT_PROBLEMS, then 'y N errores más'. */
  capped(): ImportProblem[] {
    return capProblems(this.items);
  }
}

export function capProblems(problems: readonly ImportProblem[], max = MAX_IMPORT_PROBLEMS): ImportProblem[] {
  if (problems.length <= max) return [...problems];
  const rest = problems.length - max;
  const { one, many } = messages.imports.moreProblems;
  return [...problems.slice(0, max), { message: rest === 1 ? one : fill(many, { count: rest }) }];
}
