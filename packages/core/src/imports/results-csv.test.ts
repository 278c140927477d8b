import { describe, expect, it } from 'vitest';
import { parseResultsCsv, type ResultsCsvOutcome } from './results-csv.ts';
import { category, modality } from '../results/test-support.ts';
import type { ModalityConfig } from '../results/types.ts';

const crlf = (lines: string[]) => lines.join('\r\n');

function ok(outcome: ResultsCsvOutcome) {
  if (!outcome.ok) throw new Error(outcome.problems.map((problem) => problem.message).join('\n'));
  return outcome;
}

function messages(outcome: ResultsCsvOutcome): string[] {
  if (outcome.ok) throw new Error('the import should have failed');
  return outcome.problems.map((problem) => problem.message);
}

/** An event with 10K (ABS/JUV/SEN/MAS per branch) and 5K (LIBRE per branch). */
const existing: ModalityConfig[] = [
  modality(),
  {
    code: '5K',
    name: '5 km recreativa',
    categories: [category({ code: 'LIBRE', name: 'Libre', branch: 'F' }), category({ code: 'LIBRE', name: 'Libre', branch: 'M' })],
  },
];

const excelFile =
  '\uFEFF' +
  crlf([
    'Número;Nombre;Modalidad;Rama;Categoría;Tiempo Oficial;Tiempo Real;Hora Llegada;DNF;DNF_Plus;DQ;DNS;Borrado;parcial_1;parcial_2_1;parcial_2_2',
    '101;José Ángel Núñez;10K;V;Libre;01:02:03;01:01:59.5;2025-03-02 08:02:03;;;;;;00:20:00;00:40:00;00:55:10.250',
    '102;"Pérez; María ""La Flaca""";10K;Femenil;Libre;00:58:00;;2025-03-02T14:00:00Z;no;0;;;;00:19:00;;',
    '0103;Iñaki Muñoz;5K;M;Libre;00:00:00;;;sí;;;;;;;',
    '104;Sofía Ramírez*;5K;F;LIBRE;00:45:00;;;;x;;;;;;',
    '105;Luis Torres;10K;Varonil;libre;00:59:59;;;;;1;;true;;;',
    '106;Ana Ríos;10K;F;Libre;;;;;;;SI;;;;',
    ';;;;;;;;;;;;;;;',
    '',
  ]);

describe('parseResultsCsv, a valid Excel file', () => {
  const outcome = ok(parseResultsCsv(excelFile, { modalities: [] }));

  it('reads every row: BOM, ";" delimiter, accents, quotes, times, flags and splits with laps', () => {
    expect(outcome.results).toEqual([
      {
        bib: 101,
        name: 'José Ángel Núñez',
        modalityCode: '10K',
        branch: 'M',
        categoryCode: 'Libre',
        officialTimeMs: 3_723_000,
        realTimeMs: 3_719_500,
        arrivedAt: '2025-03-02T14:02:03.000Z',
        splits: [
          { controlCode: 1001, timeMs: 1_200_000 },
          { controlCode: 2001, timeMs: 2_400_000 },
          { controlCode: 2002, timeMs: 3_310_250 },
        ],
        startRecorded: true,
        deleted: false,
        dnf: false,
        dnfOverTime: false,
        dq: false,
        dns: false,
      },
      expect.objectContaining({ bib: 102, name: 'Pérez; María "La Flaca"', branch: 'F', arrivedAt: '2025-03-02T14:00:00.000Z' }),
      expect.objectContaining({ bib: 103, name: 'Iñaki Muñoz', modalityCode: '5K', officialTimeMs: null, dnf: true }),
      expect.objectContaining({ bib: 104, categoryCode: 'LIBRE', dnfOverTime: true }),
      expect.objectContaining({ bib: 105, categoryCode: 'Libre', dq: true, deleted: true }),
      expect.objectContaining({ bib: 106, officialTimeMs: null, dns: true }),
    ]);
    expect(outcome.results[1]!.splits).toEqual([{ controlCode: 1001, timeMs: 1_140_000 }]);
  });

  it('creates the modalities and the categories per branch the file names, in order of appearance', () => {
    expect(outcome.modalities.map((m) => [m.code, m.categories.map((c) => `${c.branch}/${c.code}/${c.sortOrder}`)])).toEqual([
      ['10K', ['M/Libre/1', 'F/Libre/2']],
      ['5K', ['M/Libre/1', 'F/LIBRE/2']],
    ]);
    expect(outcome.modalities[0]).toMatchObject({ name: '10K', sortOrder: 1, hidden: false, isBackyard: false, startWaves: [] });
    expect(outcome.modalities[0]!.categories[0]).toMatchObject({ minAge: 0, maxAge: 200, winnersCount: 3, isOverall: false });
  });

  it('lists the checkpoints the split columns refer to, per modality with times there', () => {
    expect(outcome.checkpoints).toEqual([
      { number: 1, description: 'Punto 1', laps: [{ modalityCode: '10K', lap: 1, kind: 1 }] },
      {
        number: 2,
        description: 'Punto 2',
        laps: [
          { modalityCode: '10K', lap: 1, kind: 1 },
          { modalityCode: '10K', lap: 2, kind: 1 },
        ],
      },
    ]);
  });
});

describe('parseResultsCsv, an event with modalities', () => {
  it('matches modalities and categories by code or name, ignoring case and accents, and creates none', () => {
    const text = ['numero,nombre,modalidad,rama,categoria', '1,Ana,5 KM RECREATIVA,F,libre', '2,Beto,10k,M,mas'].join('\n');
    const outcome = ok(parseResultsCsv(text, { modalities: existing }));
    expect(outcome.results.map((r) => [r.modalityCode, r.categoryCode])).toEqual([
      ['5K', 'LIBRE'],
      ['10K', 'MAS'],
    ]);
    expect(outcome.modalities).toEqual([]);
    expect(outcome.results[0]).toMatchObject({ officialTimeMs: null, realTimeMs: null, arrivedAt: null, splits: [], startRecorded: true });
  });

  it('rejects a modality or category the event does not have', () => {
    const text = ['numero,nombre,modalidad,rama,categoria', '1,Ana,21K,F,Libre', '2,Beto,5K,M,Élite'].join('\n');
    expect(messages(parseResultsCsv(text, { modalities: existing }))).toEqual([
      'Línea 2: la modalidad "21K" no existe en el evento (modalidades: 10K, 5K)',
      'Línea 3: la categoría "Élite" no existe en la rama M (varonil) de la modalidad "5K" (categorías: LIBRE)',
    ]);
  });
});

describe('parseResultsCsv, broken files import nothing', () => {
  const header = 'numero,nombre,modalidad,rama,categoria,tiempo_oficial,dnf';

  it('lists every bad row with its line and reason', () => {
    const text = [
      header,
      '7,Ana,10K,F,Libre,01:00:00,',
      '12a,Beto,10K,M,Libre,01:00:00,',
      '7,Carla,10K,F,Libre,01:00:00,',
      '8,Dani,10K,X,Libre,1:61:00,',
      '9,,10K,M,Libre,,quizá',
      ',Eva,10K,F,,,',
      '10,Fer,10K,M,Libre,,,sobra',
    ].join('\r\n');
    const outcome = parseResultsCsv(text, { modalities: [] });
    expect(messages(outcome)).toEqual([
      'Línea 3: el número "12a" no es válido',
      'Línea 4: el número 7 está repetido (línea 2)',
      'Línea 5: la rama "X" no es F ni M',
      'Línea 5: el tiempo oficial "1:61:00" no tiene el formato hh:mm:ss',
      'Línea 6: falta el nombre',
      'Línea 6: el valor "quizá" de la columna "dnf" no es sí ni no (usa 1, sí o x para sí; 0, no o vacío para no)',
      'Línea 7: falta el número',
      'Línea 7: falta la categoría',
      'Línea 8: tiene 8 columnas y el encabezado 7',
    ]);
    expect(!outcome.ok && outcome.problems[0]).toEqual({ row: 3, field: 'numero', message: 'Línea 3: el número "12a" no es válido' });
  });

  it('reports missing, unknown and repeated columns', () => {
    const text = ['numero;nombre;modalidad;rama;tiempo_ofical;Número;parcial_3;parcial_3_1;parcial_x;extra', '1;Ana;10K;F;;;;;;'].join('\n');
    expect(messages(parseResultsCsv(text, { modalities: [] }))).toEqual([
      'Columna desconocida: "tiempo_ofical" (¿quisiste decir "tiempo_oficial"?)',
      'La columna "Número" repite la columna "numero"',
      'La columna "parcial_3_1" repite la columna "parcial_3"',
      'Columna desconocida: "parcial_x" (los parciales se llaman parcial_{punto} o parcial_{punto}_{vuelta})',
      'Columna desconocida: "extra"',
      'Falta la columna obligatoria "categoria"',
    ]);
  });

  it('reports a column without header only when it holds data', () => {
    const text = ['numero,nombre,modalidad,rama,categoria,', '1,Ana,10K,F,Libre,', '2,Beto,10K,M,Libre,??'].join('\n');
    expect(messages(parseResultsCsv(text, { modalities: [] }))).toEqual([
      'La columna 6 (F) no tiene encabezado pero tiene datos (línea 3)',
    ]);
    expect(parseResultsCsv(text.replace('??', ''), { modalities: [] }).ok).toBe(true);
  });

  it('rejects an empty file, a header-only file, bad split times and bad arrival times', () => {
    expect(messages(parseResultsCsv('', { modalities: [] }))).toEqual(['El archivo está vacío']);
    expect(messages(parseResultsCsv('\uFEFF\r\n;;\r\n', { modalities: [] }))).toEqual(['El archivo está vacío']);
    expect(messages(parseResultsCsv(`${header}\r\n`, { modalities: [] }))).toEqual(['El archivo no tiene resultados, solo el encabezado']);
    const text = ['numero,nombre,modalidad,rama,categoria,hora_llegada,parcial_2_3', '1,Ana,10K,F,Libre,ayer,25 min'].join('\n');
    expect(messages(parseResultsCsv(text, { modalities: [] }))).toEqual([
      'Línea 2: la hora de llegada "ayer" no es una fecha y hora válida (AAAA-MM-DD hh:mm:ss)',
      'Línea 2: el parcial "parcial_2_3" ("25 min") no tiene el formato hh:mm:ss',
    ]);
  });

  it('reports an unclosed quote with its line', () => {
    const text = ['numero,nombre,modalidad,rama,categoria', '1,"Ana,10K,F,Libre', '2,Beto,10K,M,Libre'].join('\n');
    expect(messages(parseResultsCsv(text, { modalities: [] }))[0]).toBe('Línea 2: unas comillas abren un campo y nunca se cierran');
  });

  it('refuses lines with text the database cannot store (NUL, broken UTF-16)', () => {
    const text = ['numero,nombre,modalidad,rama,categoria', '1,Ana\u0000,10K,F,Libre', '2,Beto,10K,M,Libre', '3,Ciro \ud800,10K,M,Libre'].join('\n');
    const outcome = parseResultsCsv(text, { modalities: [] });
    expect(messages(outcome)).toEqual(['Línea 2: el texto contiene caracteres no permitidos', 'Línea 4: el texto contiene caracteres no permitidos']);
    expect(!outcome.ok && outcome.problems[0]).toEqual({ row: 2, message: 'Línea 2: el texto contiene caracteres no permitidos' });
  });

  it('lists at most 200 problems, then how many more', () => {
    const rows = Array.from({ length: 250 }, (_, index) => `x${index},Atleta,10K,F,Libre,,`);
    const list = messages(parseResultsCsv([header, ...rows].join('\n'), { modalities: [] }));
    expect(list).toHaveLength(201);
    expect(list[199]).toBe('Línea 201: el número "x199" no es válido');
    expect(list[200]).toBe('y 50 errores más');
  });

  it('rejects an unknown time zone', () => {
    expect(messages(parseResultsCsv(header, { modalities: [], timeZone: 'Marte/Olimpo' }))).toEqual([
      'La zona horaria "Marte/Olimpo" no es válida',
    ]);
  });
});
