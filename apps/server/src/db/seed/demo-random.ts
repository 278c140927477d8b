/** A small seeded PRNG (mulberry32) so the demo data is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const womenNames = ['María Fernanda', 'Ana Sofía', 'Guadalupe', 'Ximena', 'Valeria', 'Daniela', 'Camila', 'Regina', 'Lucía', 'Mariana', 'Itzel', 'Renata', 'Andrea', 'Paola', 'Verónica', 'Rocío', 'Mónica', 'Natalia', 'Fátima', 'Citlali'];
const menNames = ['José Luis', 'Juan Carlos', 'Miguel Ángel', 'Luis Fernando', 'Alejandro', 'Diego', 'Santiago', 'Emiliano', 'Jorge', 'Ricardo', 'Héctor', 'Sebastián', 'Raúl', 'Óscar', 'Iván', 'Mauricio', 'Andrés', 'Rodrigo', 'Ernesto', 'Tonatiuh'];
const surnames = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Castillo', 'Núñez', 'Peña', 'Ibáñez', 'Muñoz', 'Ávila', 'Domínguez'];

/** Given names and the two surnames of a made-up person. */
export function personParts(random: Random, branch: 'F' | 'M') {
  const firstNames = random.pick(branch === 'F' ? womenNames : menNames);
  return { firstNames, lastNames: `${random.pick(surnames)} ${random.pick(surnames)}` };
}

export function personName(random: Random, branch: 'F' | 'M') {
  const { firstNames, lastNames } = personParts(random, branch);
  return `${firstNames} ${lastNames}`;
}
