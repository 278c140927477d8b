/** es-MX catalogue — The waiver printed on a registration's confirmation (adults and minors). */
export const waiver = {
  adultTitle: 'Carta responsiva y liberación de responsabilidad',
  minorTitle: 'Carta responsiva para participantes menores de edad',
  blank: '______________________________',
  privacyNoticeAt: 'al aviso de privacidad publicado en {url}',
  privacyNoticeDefault: 'al aviso de privacidad de Dorsal y al del organizador del evento',
  adult: {
    participation:
      'Yo, {athlete}, declaro que participo de manera libre y voluntaria en {event}, que conozco y acepto su convocatoria y su reglamento, y que seguiré las indicaciones del comité organizador, de los jueces, del personal médico y de las autoridades durante el evento.',
    fitness:
      'Declaro que me encuentro en condiciones físicas y de salud adecuadas para participar, que me preparé para la distancia que elegí y que no padezco enfermedad, lesión ni condición médica que me lo impida. Reconozco que la práctica deportiva implica riesgos, entre ellos caídas, lesiones, deshidratación, golpe de calor, accidentes de tránsito y afecciones cardiacas, y los asumo bajo mi propia responsabilidad.',
    liability:
      'En la medida en que lo permite la ley, libero al comité organizador, a sus patrocinadores, a Dorsal y a las autoridades que apoyan el evento de toda responsabilidad por accidentes, lesiones, enfermedades, pérdidas o daños a mis bienes que pudiera sufrir antes, durante o después de mi participación, salvo los que se deban a su dolo o negligencia. Autorizo al personal médico del evento a darme la atención de primeros auxilios que considere necesaria y, en su caso, a trasladarme a un hospital.',
    image:
      'Autorizo al comité organizador y a Dorsal a usar, sin compensación económica, las fotografías, videos y grabaciones en los que aparezca durante el evento, así como mi nombre, número de participante y resultados, para publicarlos en medios impresos y digitales, redes sociales y materiales de difusión del evento.',
    data:
      'Mis datos personales serán tratados conforme {privacyNotice}, para administrar mi inscripción, asignarme una categoría, publicar resultados y enviarme avisos sobre el evento. Declaro que los datos que proporcioné son verídicos.',
    acceptance: 'He leído y acepto esta carta responsiva.',
    signature: 'Nombre y firma del participante',
  },
  minor: {
    participation:
      'Yo, {guardian}, en mi carácter de madre, padre o tutor de {athlete}, menor de edad, autorizo su participación libre y voluntaria en {event}. Declaro que conozco y acepto la convocatoria y el reglamento del evento, y que el menor seguirá las indicaciones del comité organizador, de los jueces, del personal médico y de las autoridades durante el evento.',
    fitness:
      'Declaro que el menor se encuentra en condiciones físicas y de salud adecuadas para participar, que se preparó para la distancia elegida y que no padece enfermedad, lesión ni condición médica que se lo impida. Reconozco que la práctica deportiva implica riesgos, entre ellos caídas, lesiones, deshidratación, golpe de calor, accidentes de tránsito y afecciones cardiacas, y los asumo bajo mi responsabilidad como su madre, padre o tutor.',
    liability:
      'En la medida en que lo permite la ley, libero al comité organizador, a sus patrocinadores, a Dorsal y a las autoridades que apoyan el evento de toda responsabilidad por accidentes, lesiones, enfermedades, pérdidas o daños a sus bienes que el menor pudiera sufrir antes, durante o después de su participación, salvo los que se deban a su dolo o negligencia. Autorizo al personal médico del evento a darle la atención de primeros auxilios que considere necesaria y, en su caso, a trasladarlo a un hospital, y me comprometo a estar localizable durante el evento.',
    image:
      'Autorizo al comité organizador y a Dorsal a usar, sin compensación económica, las fotografías, videos y grabaciones en los que aparezca el menor durante el evento, así como su nombre, número de participante y resultados, para publicarlos en medios impresos y digitales, redes sociales y materiales de difusión del evento.',
    data:
      'Los datos personales del menor y los míos serán tratados conforme {privacyNotice}, para administrar su inscripción, asignarle una categoría, publicar resultados y enviarme avisos sobre el evento. Declaro que los datos que proporcioné son verídicos.',
    acceptance: 'He leído y acepto esta carta responsiva en nombre del menor.',
    signature: 'Nombre y firma de la madre, padre o tutor',
  },
} as const;
