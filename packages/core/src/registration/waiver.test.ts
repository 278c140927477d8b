import { describe, expect, it } from 'vitest';
import { isMinorAt, waiverText } from './waiver.ts';

const base = { athleteName: 'Ana López', eventName: 'Carrera del Bosque 10K', eventDate: '2026-03-14' };

describe('waiverText', () => {
  it('gives the adult text from the 18th birthday on', () => {
    const waiver = waiverText({ ...base, birthDate: '2008-03-14' });
    expect(waiver.kind).toBe('adult');
    expect(waiver.title).toBe('Carta responsiva y liberación de responsabilidad');
    expect(waiver.paragraphs[0]).toMatch(/^Yo, Ana López, declaro que participo de manera libre y voluntaria en Carrera del Bosque 10K/);
    expect(waiver.signatureLabel).toBe('Nombre y firma del participante');
  });

  it('gives the parent-or-guardian text under 18 at the event date', () => {
    expect(isMinorAt('2008-03-15', '2026-03-14')).toBe(true);
    const waiver = waiverText({ ...base, birthDate: '2008-03-15', guardianName: 'Luis López' });
    expect(waiver.kind).toBe('minor');
    expect(waiver.paragraphs[0]).toMatch(/^Yo, Luis López, en mi carácter de madre, padre o tutor de Ana López, menor de edad/);
    expect(waiver.signatureLabel).toBe('Nombre y firma de la madre, padre o tutor');
  });

  it('leaves a line to write the guardian name on when it is not known', () => {
    const waiver = waiverText({ ...base, birthDate: '2015-01-01', guardianName: '  ' });
    expect(waiver.paragraphs[0]).toMatch(/^Yo, _{10,}, en mi carácter/);
  });

  it('covers fitness, liability, image use and personal data with the privacy notice', () => {
    for (const birthDate of ['1990-01-01', '2012-01-01']) {
      const text = waiverText({ ...base, birthDate, privacyNoticeUrl: 'https://organizador.mx/privacidad' }).paragraphs.join('\n');
      expect(text).toMatch(/condiciones físicas y de salud/);
      expect(text).toMatch(/libero al comité organizador/);
      expect(text).toMatch(/fotografías, videos/);
      expect(text).toMatch(/aviso de privacidad publicado en https:\/\/organizador\.mx\/privacidad/);
      expect(text).not.toMatch(/\{\w+\}/);
    }
    expect(waiverText({ ...base, birthDate: '1990-01-01' }).paragraphs.join(' ')).toMatch(/aviso de privacidad de Dorsal/);
  });

  it("reads 'conforme al aviso de privacidad', never 'a el'", () => {
    for (const birthDate of ['1990-01-01', '2012-01-01']) {
      for (const privacyNoticeUrl of ['https://organizador.mx/privacidad', null]) {
        const text = waiverText({ ...base, birthDate, privacyNoticeUrl }).paragraphs.join('\n');
        expect(text).toContain('conforme al aviso de privacidad');
        expect(text).not.toMatch(/\b(a|de) el\b/i);
      }
    }
  });
});
