/** Virtual challenges (issue 12): the organizer's challenge screens (dashboard, configuration, codes, participants). */
export const challengeOrganizerMessages = {
  challengeOrganizer: {
    notFound: 'El id del evento ingresado no existe',
    categories: {
      ageOrder: 'La edad inicial debe ser menor o igual a la edad final',
      duplicateCode: 'Cada categoría necesita un código distinto',
    },
  },
} as const;
