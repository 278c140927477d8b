import { csvDateTime, messages, writeCsv, type SiteConfig } from '@dorsal/core';
import type { SitesRepository } from './sites.repository.ts';

type Submission = Awaited<ReturnType<SitesRepository['submissions']>>[number];
const c = messages.sites.csv;

/** The labels the site's forms give their fields (published first, then the draft), by field id. */
function fieldLabels(configs: (SiteConfig | null)[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const config of configs) {
    for (const section of config?.pages.flatMap((page) => page.sections) ?? []) {
      if (section.kind === 'form') for (const field of section.fields) if (!labels.has(field.id)) labels.set(field.id, field.label);
    }
  }
  return labels;
}

/** Answers of a site's forms as CSV (BOM for Excel): date, page, form, then one column per field ever answered. */
export function siteSubmissionsCsv(rows: readonly Submission[], configs: (SiteConfig | null)[]): string {
  const labels = fieldLabels(configs);
  const answered = new Set(rows.flatMap((row) => Object.keys(row.values)));
  // In the forms' order (jsonb does not keep the order of keys), then fields no form has any more.
  const fieldIds = [...[...labels.keys()].filter((id) => answered.has(id)), ...[...answered].filter((id) => !labels.has(id))];
  const header = [c.date, c.page, c.form, ...fieldIds.map((id) => labels.get(id) ?? id)];
  const records = rows.map((row) => [
    csvDateTime(new Date(row.createdAt).toISOString(), 'America/Mexico_City'),
    row.route,
    row.sectionId,
    ...fieldIds.map((id) => {
      const value = row.values[id];
      return value === undefined ? '' : typeof value === 'boolean' ? (value ? 'Sí' : 'No') : value;
    }),
  ]);
  return writeCsv([header, ...records], { bom: true });
}
