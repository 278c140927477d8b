/** The sandbox tokenizer lives in core, shared with the web's card form. */
export { sandboxTokenize, type CardData, type TokenizeResult } from '@dorsal/core';
