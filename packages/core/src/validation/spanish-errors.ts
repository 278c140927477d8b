import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

const m = messages.validation;
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const expectedType: Record<string, string> = {
  string: m.expectedText,
  number: m.expectedNumber,
  int: m.expectedInteger,
  bigint: m.expectedInteger,
  nan: m.expectedNumber,
  boolean: m.expectedBoolean,
  array: m.expectedList,
  tuple: m.expectedList,
  set: m.expectedList,
  object: m.expectedObject,
  record: m.expectedObject,
  map: m.expectedObject,
  date: m.expectedDate,
};

const formatMessages: Record<string, string> = {
  email: messages.account.invalidEmail,
  url: m.invalidUrl,
};

/** '3 caracteres', '1 elemento'. */
function counted(count: number | bigint, unit: { one: string; other: string }): string {
  return `${count} ${Number(count) === 1 ? unit.one : unit.other}`;
}

const units: Record<string, { one: string; other: string }> = { string: m.characters, array: m.items, set: m.items, file: m.items };

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const unit = units[issue.origin];
  if (unit) {
    if (small && issue.origin === 'string' && Number(limit) === 1) return messages.common.required;
    const text = counted(limit, unit);
    if (issue.exact) return fill(m.exactLength, { count: text });
    return small ? fill(m.tooShort, { min: text }) : fill(m.tooLong, { max: text });
  }
  const value = String(limit);
  if (small) return issue.inclusive === false ? fill(m.greaterThan, { min: value }) : fill(m.atLeast, { min: value });
  return issue.inclusive === false ? fill(m.lessThan, { max: value }) : fill(m.atMost, { max: value });
}

/**
 * The Spanish text of every zod issue a schema does not word itself (the catalogue's
 * `validation` section): no English library text ever reaches a user or an API client.
 */
export function spanishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return messages.common.required;
      return expectedType[issue.expected] ?? m.invalidValue;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessages[issue.format] ?? m.invalidFormat;
    case 'not_multiple_of':
      return fill(m.notMultipleOf, { divisor: issue.divisor });
    case 'unrecognized_keys':
      return fill(m.unknownFields, { keys: issue.keys.join(', ') });
    case 'invalid_value':
      return m.invalidOption;
    default:
      return m.invalidValue;
  }
}

// The locale of every schema in the project: core is imported before any schema is used.
z.config({ localeError: spanishIssueMessage });
