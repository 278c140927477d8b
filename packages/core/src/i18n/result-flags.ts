/** es-MX catalogue — What a result's flag (DNF, DQ…) says. */
export const resultFlags = {
  dnfOverTime: 'El atleta no finalizó el evento en el tiempo previsto para la distancia',
  dnf: 'El atleta no finalizó el evento',
  dq: 'El atleta fue descalificado por los jueces del evento',
  dns: 'El atleta no inició el evento',
} as const;
