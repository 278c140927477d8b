/** The home page picks one of these at random on each visit. */
export const slogans = [
  'Cada kilómetro cuenta. Encuentra tu próxima meta.',
  'Tu próxima carrera empieza con una inscripción.',
  'Corre, rueda, nada: aquí están tus resultados.',
  'La meta es solo el comienzo de tu historia.',
  'Entrena duro, corre feliz, revive tu carrera.',
  'Tu dorsal te espera en la línea de salida.',
  'Del primer paso a la foto en la meta.',
  'Supera tu mejor tiempo, nosotros lo medimos.',
  'Corre con tu gente, celebra con tu ciudad.',
  'Hoy es un gran día para cruzar la meta.',
] as const;

export function pickSlogan(random: () => number = Math.random): string {
  const index = Math.min(slogans.length - 1, Math.floor(random() * slogans.length));
  return slogans[index]!;
}
