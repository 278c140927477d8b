import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { contrastTextOn } from '@dorsal/core/sites/site-look';
import { createSiteTheme, readableOn, siteFontStacks } from './siteTheme.ts';

const theme = { primary: '#FF6F00', secondary: '#0D3B8C', text: '#1B1B3A', background: '#FFFFFF', fontFamily: 'serif', backgroundImage: null } as const;

describe('site theme', () => {
  it('darkens a light primary until text in it reads at AA, and keeps a dark one', () => {
    expect(getContrastRatio(readableOn('#FF6F00'), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#0D3B8C')).toBe('#0D3B8C');
  });

  it('uses the site colours, dark text on the orange primary and the chosen font stack', () => {
    const built = createSiteTheme(theme);
    expect(built.palette.primary.main).toBe('#FF6F00');
    expect(getContrastRatio(built.palette.primary.contrastText, '#FF6F00')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(built.palette.secondary.contrastText, '#0D3B8C')).toBeGreaterThanOrEqual(4.5);
    expect(built.typography.fontFamily).toBe(siteFontStacks.serif);
  });

  it("picks the same text colour on a site colour as the server's first paint (site-look.ts)", () => {
    for (const color of ['#FF6F00', '#0D3B8C', '#FFFFFF', '#000000', '#2E7D32', '#E91E63', '#FFEB3B', '#777777', '#767676']) {
      expect(contrastTextOn(color), color).toBe(createSiteTheme({ ...theme, primary: color }).palette.primary.contrastText);
    }
  });
});
