import { fileURLToPath } from 'node:url';
import { openSync, type Font } from 'fontkit';

/** Roboto (SIL OFL 1.1) shipped in apps/server/assets/fonts: rendering never uses system fonts. */
export const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

const FONT_FILES = {
  regular: 'Roboto_400Regular.ttf',
  italic: 'Roboto_400Regular_Italic.ttf',
  medium: 'Roboto_500Medium.ttf',
  bold: 'Roboto_700Bold.ttf',
  black: 'Roboto_900Black.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;

const loaded = new Map<FontName, Font>();

export function fontPath(name: FontName): string {
  return FONT_DIR + FONT_FILES[name];
}

/** The parsed font, loaded once per process. */
export function loadFont(name: FontName): Font {
  let font = loaded.get(name);
  if (!font) {
    const opened = openSync(fontPath(name));
    if (!('layout' in opened)) throw new Error(`${FONT_FILES[name]} is a font collection`);
    font = opened;
    loaded.set(name, font);
  }
  return font;
}
