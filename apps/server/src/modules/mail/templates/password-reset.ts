import type { NewMail } from '../outbox.repository.ts';
import { mailLayout } from './layout.ts';

export function passwordResetMail({ to, firstNames, link }: { to: string; firstNames: string; link: string }): NewMail {
  const title = 'Recupera tu contraseña';
  const paragraphs = [
    `Hola ${firstNames}:`,
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta de Dorsal. Elige una nueva con el siguiente enlace; vence en una hora.',
    'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
  ];
  return {
    kind: 'password_reset',
    to,
    subject: 'Dorsal: recupera tu contraseña',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: mailLayout({ title, paragraphs, action: { label: 'Elegir nueva contraseña', url: link } }),
  };
}
