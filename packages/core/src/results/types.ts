/**
 * Result rows and the configuration the rankings read. Names follow design/GLOSSARY.md; the
 * spec's stored names are given beside each field. Durations are integer milliseconds.
 */

/** Gender branch (rama): F women, M men. */
export type Branch = 'F' | 'M';

/** One checkpoint passing (parciales entry). */
export interface Split {
  /** kpc: checkpoint number × 1000 + lap (see controls.ts). */
  controlCode: number;
  /** tkpc: elapsed time at the checkpoint; in a backyard modality, that loop's own time. */
  timeMs: number;
  /** fechaHoraPunto: instant of the passing (ISO 8601, UTC). */
  at?: string;
}

/** One athlete's result in one modality, as stored: one passing updates one row. */
export interface ResultRow {
  bib: number; // num
  name: string; // nombre
  modalityCode: string; // codMod
  branch: Branch; // gen
  categoryCode: string; // codCat
  /** to / toMS: official time; null = not finished ('00:00:00'). */
  officialTimeMs: number | null;
  /** tc: real (chip) time. */
  realTimeMs: number | null;
  /** fhm: instant of arrival (ISO 8601, UTC). */
  arrivedAt: string | null;
  splits: Split[]; // parciales
  /** registroSalida: the start mat saw the athlete. */
  startRecorded: boolean;
  /** borrado: disqualified by the judges (the spec's DQ). */
  deleted: boolean;
  dnf: boolean;
  /** dnfPlus: finished over the distance's time limit. */
  dnfOverTime: boolean;
  /** dq: explicit disqualification, treated like `deleted`. */
  dq: boolean;
  /** dns: explicit did-not-start. */
  dns: boolean;
  /** typeRow (1, 3 or other): carried through untouched; the spec does not say what it means. */
  rowType?: number;
}

/** Why a row is not ranked, in the spec's priority order. */
export const resultFlags = ['dnfOverTime', 'dnf', 'dq', 'dns'] as const;
export type ResultFlag = (typeof resultFlags)[number];

/** One loop of a backyard modality. */
export interface BackyardLoop {
  lap: number;
  timeMs: number;
  cumulativeMs: number;
  /** Position among the athletes of the modality who completed this lap (pCat of the split). */
  lapPosition: number;
}

/** A row with what the rankings compute: pG, pR, pCat, ab. Positions are 0 for unranked rows. */
export interface RankedRow extends ResultRow {
  overallPosition: number; // pG
  branchPosition: number; // pR
  categoryPosition: number; // pCat
  /** The category categoryPosition counts in: the overall category for an overall winner. */
  rankedCategoryCode: string;
  isOverallWinner: boolean; // ab
  flag: ResultFlag | null;
  /** Backyard modalities only: completed loops, in lap order. */
  loops?: BackyardLoop[];
}

/** categoria_{code} under ramaCat.rama_{branch}. Codes are unique within a branch. */
export interface CategoryConfig {
  code: string;
  name: string;
  branch: Branch;
  /** edadDesde; 0 = no lower bound. */
  minAge: number;
  /** edadHasta; 200 = no upper bound ("and older"). */
  maxAge: number;
  /** cantidadGanadores: podium size. */
  winnersCount: number;
  /** absolutos: an overall podium whose winners leave their age categories. */
  isOverall: boolean;
  /** Not offered in category pickers; still ranked. */
  hidden: boolean;
}

/** modalidad_N. */
export interface ModalityConfig {
  code: string;
  name: string;
  categories: CategoryConfig[];
  /** Backyard ultra: ranked by completed loops, then cumulative time. */
  backyard?: boolean;
}

/** timingConfig. */
export interface TimingConfig {
  showAll: boolean;
  showDns: boolean;
  hideControls: boolean;
}

/** What ranking one modality needs. */
export interface ModalityRankingConfig {
  modality: ModalityConfig;
  timing: TimingConfig;
}

/** What ranking a whole event needs. */
export interface ResultsConfig {
  modalities: ModalityConfig[];
  timing: TimingConfig;
}
