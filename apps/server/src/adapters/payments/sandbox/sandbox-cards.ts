/** The sandbox's test cards live in core, shared with the web's card form. */
export { cardBrand, cardOutcome, luhnValid, sandboxTestCards, type CardOutcome } from '@dorsal/core';
