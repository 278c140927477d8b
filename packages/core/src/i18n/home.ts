/** es-MX catalogue — The product's home page. */
export const home = {
  kicker: 'Carreras, ciclismo, natación y retos virtuales',
  lead: 'Inscríbete, sigue la carrera en vivo y revive tus resultados en un solo lugar.',
  cta: 'Ver próximos eventos',
  secondaryCta: 'Ver resultados',
  featuresTitle: 'Todo tu evento en Dorsal',
  features: {
    register: { title: 'Inscríbete en minutos', text: 'Elige tu distancia y paga con tarjeta o en OXXO.' },
    live: { title: 'Sigue la carrera en vivo', text: 'Tiempos preliminares y puntos de control al momento.' },
    results: { title: 'Revive tu carrera', text: 'Resultados, fotos, video de meta y tu constancia.' },
  },
  organizerTitle: '¿Organizas un evento?',
  organizerText: 'Inscripciones, cronometraje, resultados y el sitio web de tu evento.',
  organizerCta: 'Conoce nuestros servicios',
} as const;
