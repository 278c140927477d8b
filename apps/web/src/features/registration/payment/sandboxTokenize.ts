/** The sandbox tokenizer and its test cards, shared with the server through core. */
export { sandboxTestCards, sandboxTokenize, type CardData, type TokenizeResult } from '@dorsal/core';
