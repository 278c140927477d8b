import { describe, expect, it } from 'vitest';
import { photoConfigSchema, readPhotoConfig } from './overlay-config.ts';

describe('photo configuration', () => {
  it('reads the imported legacy shape (rutaLogo, anchoLogo, margen, posicion, marcos) with defaults', () => {
    const legacy = {
      logos: [{ rutaLogo: 'https://example.com/logo.png', anchoLogo: 0.2, margen: 10, posicion: 4 }, { rutaLogo: '/files/b.png' }],
      marcos: [{ code: 'M1', description: 'Marco meta', path: '/files/marcos/meta.png', type: 1 }, { code: 'M2', path: 'marcos/relative.png', type: 1 }],
    };
    expect(readPhotoConfig(legacy)).toEqual({
      logos: [
        { url: 'https://example.com/logo.png', width: 0.2, margin: 10, corner: 4, code: '', description: '' },
        { url: '/files/b.png', width: 0.25, margin: 15, corner: 4, code: '', description: '' },
      ],
      frames: [{ code: 'M1', description: 'Marco meta', url: '/files/marcos/meta.png', type: 1 }], // a path that is no URL is dropped
    });
  });

  it('reads its own shape back and an empty or broken one as empty', () => {
    const config = { logos: [{ url: '/files/a.png', width: 0.3, margin: 0, corner: 1 as const, code: 'A', description: 'Patrocinador' }], frames: [] };
    expect(readPhotoConfig(config)).toEqual(config);
    expect(readPhotoConfig({})).toEqual({ logos: [], frames: [] });
    expect(readPhotoConfig('nope')).toEqual({ logos: [], frames: [] });
  });

  it('refuses bad values with Spanish messages', () => {
    const bad = photoConfigSchema.safeParse({ logos: [{ url: 'javascript:alert(1)', width: 2, margin: -1, corner: 5, code: '', description: '' }], frames: [] });
    expect(bad.success).toBe(false);
    const text = bad.error!.issues.map((issue) => issue.message);
    expect(text).toEqual(expect.arrayContaining(['El ancho va de 1 % a 100 % de la foto', 'El margen va de 0 a 500 px', 'Elige una esquina del 1 al 4']));
    const twice = photoConfigSchema.safeParse({ logos: [], frames: [1, 2].map(() => ({ code: 'M', description: '', url: '/files/m.png', type: 1 })) });
    expect(twice.error?.issues[0]?.message).toBe('Ya hay un marco con la clave M');
  });
});
