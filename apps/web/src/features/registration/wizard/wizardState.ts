import { changeChoice } from '@dorsal/core';
import type { ProductSelection } from '@dorsal/core';
import type { AthleteBody, QuoteAnswer } from '@dorsal/core';
import { resizeTeam, type TeamMemberValues } from './teamValues.ts';

export type WizardStep = 0 | 1 | 2 | 3;

/** The order summary as the steps draw it (the quote query's state). */
export interface QuoteState {
  data: QuoteAnswer | undefined;
  loading: boolean;
  error: unknown;
}

/** Everything the athlete chose so far; the order itself is always the server's quote. */
export interface WizardState {
  step: WizardStep;
  athlete: AthleteBody | null;
  currency: string;
  modalityCode: string | null;
  categoryCode: string | null;
  fieldValues: Record<string, unknown>;
  /** A relay's or team's other members (the athlete is member 1); [] for an individual modality. */
  teamMembers: TeamMemberValues[];
  /** Add-ons with peso unit prices (core `addProduct` / `removeProduct`). */
  products: ProductSelection[];
  /** The code sent with 'Aplicar' (the quote says whether it applies). */
  discountCode: string | null;
  emailConfirmed: boolean;
}

export type WizardAction =
  | { type: 'athleteConfirmed'; athlete: AthleteBody }
  | { type: 'goTo'; step: WizardStep }
  | { type: 'currency'; code: string }
  | { type: 'modality'; code: string; productCodes: string[]; teamSize: number }
  | { type: 'teamMember'; index: number; member: TeamMemberValues }
  | { type: 'category'; code: string }
  | { type: 'field'; id: string; value: unknown }
  | { type: 'products'; products: ProductSelection[] }
  | { type: 'discount'; code: string | null }
  | { type: 'emailConfirmed'; value: boolean };

export function initialWizardState(currency: string): WizardState {
  return {
    step: 0,
    athlete: null,
    currency,
    modalityCode: null,
    categoryCode: null,
    fieldValues: {},
    teamMembers: [],
    products: [],
    discountCode: null,
    emailConfirmed: false,
  };
}

function choiceOf(state: WizardState) {
  return {
    branch: state.athlete?.gender ?? null,
    birthDate: state.athlete?.birthDate ?? null,
    modalityCode: state.modalityCode,
    categoryCode: state.categoryCode,
  };
}

/**
 * Spec §4: step 0 → 1 once the athlete data validates; a new gender or birth date resets modality
 * and category, a new modality resets the category (core `changeChoice`); a new email must be
 * confirmed again. Forward moves one step at a time; back goes to any earlier step.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'athleteConfirmed': {
      const next = changeChoice(choiceOf(state), { branch: action.athlete.gender, birthDate: action.athlete.birthDate });
      const sameEmail = state.athlete?.email === action.athlete.email;
      return {
        ...state,
        step: 1,
        athlete: action.athlete,
        modalityCode: next.modalityCode,
        categoryCode: next.categoryCode,
        emailConfirmed: sameEmail && state.emailConfirmed,
      };
    }
    case 'goTo':
      return action.step <= state.step || action.step === state.step + 1 ? { ...state, step: action.step } : state;
    case 'currency':
      return { ...state, currency: action.code };
    case 'modality': {
      const next = changeChoice(choiceOf(state), { modalityCode: action.code });
      const products = state.products.filter((product) => action.productCodes.includes(product.code));
      const teamMembers = resizeTeam(state.teamMembers, action.teamSize);
      return { ...state, modalityCode: next.modalityCode, categoryCode: next.categoryCode, products, teamMembers };
    }
    case 'teamMember':
      return { ...state, teamMembers: state.teamMembers.map((member, index) => (index === action.index ? action.member : member)) };
    case 'category':
      return { ...state, categoryCode: action.code };
    case 'field':
      return { ...state, fieldValues: { ...state.fieldValues, [action.id]: action.value } };
    case 'products':
      return { ...state, products: action.products };
    case 'discount':
      return { ...state, discountCode: action.code };
    case 'emailConfirmed':
      return { ...state, emailConfirmed: action.value };
    default:
      return state;
  }
}
