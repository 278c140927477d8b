import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { slogans } from './slogans.ts';

/** Every text of the catalogue with its path ('account.emailTaken'). */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key));
  }
  return [];
}

const catalogue = [...texts(messages), ...slogans.map((text, index): [string, string] => [`slogans.${index}`, text])];
const offending = (test: (text: string) => boolean) => catalogue.filter(([, text]) => test(text)).map(([path, text]) => `${path}: ${text}`);
const count = (text: string, char: string) => text.split(char).length - 1;

describe('the es-MX catalogue reads as proofread Spanish', () => {
  it("contracts 'a el' and 'de el' to 'al' and 'del'", () => {
    expect(offending((text) => /(^|[^\p{L}])(a|de) el(?!\p{L})/u.test(text))).toEqual([]);
  });

  it('opens every question and exclamation (¿…?, ¡…!)', () => {
    expect(offending((text) => count(text, '¿') !== count(text, '?') || count(text, '¡') !== count(text, '!'))).toEqual([]);
  });

  it('speaks to the user as tú', () => {
    const usted = /(^|[^\p{L}])(intente|ingrese|seleccione|revise|verifique|escriba|elija|confirme|espere|vuelva|contacte|usted|su (edad|contraseña|correo))(?!\p{L})/iu;
    expect(offending((text) => usted.test(text))).toEqual([]);
  });

  it('keeps the accents of words often written without them', () => {
    const unaccented =
      /(^|[^\p{L}])(categorias?|genero|linea|numero|sesion|codigo|telefono|pagina|informacion|minimo|maximo|valido|invalido|fué|éxitosamente|aqui|tambien|despues|facil|electronico|titulo|metodo|inscripcion|atletico|dia)(?!\p{L})/iu;
    expect(offending((text) => unaccented.test(text))).toEqual([]);
  });
});
