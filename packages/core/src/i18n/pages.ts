/** es-MX catalogue — The information pages (services, about, contact, legal). */
export const pages = {
  services: {
    title: 'Servicios para organizadores',
    lead: 'Todo lo que necesitas para tu evento deportivo, desde la inscripción hasta la constancia.',
    items: {
      registration: {
        title: 'Inscripciones y pago en línea',
        text: 'Formulario por distancia y categoría, cupos, códigos de descuento y pagos con tarjeta o en efectivo en OXXO.',
      },
      timing: {
        title: 'Cronometraje en vivo',
        text: 'Tiempos preliminares por punto de control, reloj de carrera y llegadas en tiempo real.',
      },
      results: {
        title: 'Resultados',
        text: 'Resultados generales, por género y por categoría, con búsqueda por nombre o número.',
      },
      photos: {
        title: 'Fotos y constancias',
        text: 'Fotos y video de meta para cada atleta, con constancias descargables en JPG o PDF.',
      },
      challenges: {
        title: 'Retos virtuales',
        text: 'Retos a distancia con registro de actividades, rankings y códigos de acceso.',
      },
      websites: {
        title: 'Sitio web de tu evento',
        text: 'Una página con tu dominio, la convocatoria, las inscripciones y los resultados.',
      },
    },
    contactTitle: '¿Hablamos de tu próximo evento?',
    contactText: 'Escríbenos y te ayudamos a prepararlo.',
    contactCta: 'Escríbenos',
  },
  about: {
    title: 'Nosotros',
    paragraphs: [
      'Dorsal nace en México para que cada atleta viva su evento de principio a fin: encontrar su próxima carrera, inscribirse, seguirla en vivo y guardar sus resultados.',
      'Trabajamos con organizadores de carreras, ciclismo, natación, triatlón y retos virtuales, con herramientas de inscripción, cronometraje y resultados.',
      'Creemos que cada kilómetro cuenta, desde la primera carrera de 5 km hasta el ultramaratón.',
    ],
    contact: 'Escríbenos a contacto@dorsal.mx',
  },
  policies: {
    title: 'Políticas de privacidad',
    lead: 'Consulta cómo tratamos tus datos, las condiciones de uso de Dorsal y cómo funcionan los reembolsos.',
    privacy: {
      title: 'Aviso de privacidad',
      paragraphs: [
        'Dorsal es responsable del tratamiento de los datos personales que nos proporcionas al crear tu cuenta, inscribirte a un evento o participar en un reto virtual.',
        'Recabamos tu nombre, correo, teléfono, género, fecha de nacimiento, fotografía de perfil y los datos necesarios para tu inscripción y tus resultados. Los usamos para administrar tu cuenta, calcular tu categoría, publicar resultados y enviarte avisos sobre tus eventos.',
        'Compartimos tus datos de inscripción con el organizador del evento en el que te inscribes, quien los usa para realizar el evento. No vendemos tus datos.',
        'Conservamos tus datos personales durante 3 años a partir de tu última actividad en la plataforma; después los eliminamos o anonimizamos.',
        'Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (ARCO) escribiendo a contacto@dorsal.mx. Respondemos tu solicitud en un plazo máximo de 20 días hábiles y, si procede, la hacemos efectiva dentro de los 15 días naturales siguientes a la respuesta.',
      ],
    },
    terms: {
      title: 'Términos y condiciones',
      paragraphs: [
        'Dorsal es un intermediario tecnológico y recaudador de pagos: ofrece las herramientas para que los organizadores publiquen sus eventos, reciban inscripciones y publiquen resultados.',
        'Los fondos de las inscripciones pertenecen al organizador del evento. Dorsal los recibe por cuenta del organizador mediante una pasarela de pago con tarjeta y otros medios, como el pago en efectivo en OXXO.',
        'El organizador es responsable de la realización del evento, su reglamento, su premiación y cualquier cambio de fecha, sede o cancelación.',
        'Al inscribirte aceptas el reglamento del evento y confirmas que tus datos son verídicos. Los resultados publicados son los que entrega el cronometraje; las aclaraciones se atienden con el organizador.',
      ],
    },
    refunds: {
      title: 'Política de reembolsos',
      paragraphs: [
        'Los reembolsos los aprueba el organizador del evento conforme a su reglamento; Dorsal no puede aprobarlos por su cuenta.',
        'Para solicitar un reembolso, contacta al organizador del evento o escríbenos a contacto@dorsal.mx con tu número de inscripción.',
        'Una vez aprobado, el reembolso se refleja en un plazo de 5 a 15 días hábiles, según tu banco o medio de pago.',
      ],
    },
  },
  placeholders: {
    upcoming: { title: 'Próximos Eventos', empty: 'Pronto verás aquí los próximos eventos' },
    results: { title: 'Resultados', empty: 'Pronto verás aquí los resultados de los eventos' },
    past: { title: 'Eventos Anteriores', empty: 'Pronto verás aquí los eventos anteriores' },
    live: { title: 'Eventos en vivo', empty: 'Pronto verás aquí los eventos en vivo' },
    challenges: { title: 'Retos Virtuales', empty: 'Pronto verás aquí los retos virtuales' },
    organizerChallenges: { title: 'Mis retos Organizados', empty: 'Pronto verás aquí los retos que organizas' },
    backHome: 'Ir al inicio',
  },
} as const;
