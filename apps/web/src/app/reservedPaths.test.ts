import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedPaths, shortPathSchema } from '@dorsal/core';

describe("the product's own paths", () => {
  it('every route of the app is reserved, so no event can claim it as its short path', () => {
    const routes = fs.readFileSync(path.join(import.meta.dirname, 'AppRoutes.tsx'), 'utf8');
    const firstSegments = [...routes.matchAll(/path="\/([^/":*]+)/g)].map((match) => match[1]!);
    expect(firstSegments.length).toBeGreaterThan(10);
    for (const segment of new Set(firstSegments)) {
      expect(reservedPaths.has(segment), `/${segment} must be in reservedPaths (packages/core/src/events/short-path.ts)`).toBe(true);
      expect(shortPathSchema.safeParse(segment).success).toBe(false);
    }
  });
});
