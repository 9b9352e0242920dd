import { isValidationKey, validationText } from '@contract';
import { type ZodError, type ZodIssue } from 'zod';

/** English text for a zod issue: contract messages are keys of `validationText`, others are zod's own. */
export function issueText(issue: ZodIssue, input?: unknown): string {
  if (isValidationKey(issue.message)) return validationText[issue.message];
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return validationText.required;
  if (issue.code === 'invalid_type' && input !== undefined && valueAt(input, issue.path) === undefined) return validationText.required;
  if (issue.code === 'invalid_type' && issue.received === 'nan') return validationText.invalid;
  return issue.message;
}

/** The raw value at a path (query values coerced by zod: a missing one shows up as NaN). */
function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** `field: text` for the first issue, e.g. `email: Please enter a valid email address`. */
export function describeZodError(error: ZodError, fallbackField: string, input?: unknown): string {
  const issue = deepestIssue(error.issues);
  if (!issue) return `${fallbackField}: ${validationText.invalid}`;
  const field = issue.path.length > 0 ? issue.path.join('.') : fallbackField;
  return `${field}: ${issueText(issue, input)}`;
}

/** Union errors hide the useful issue inside; prefer the first one with a path and a known message. */
function deepestIssue(issues: readonly ZodIssue[]): ZodIssue | undefined {
  const first = issues[0];
  if (!first) return undefined;
  if (first.code === 'invalid_union') {
    // A union with its own message (addressId: selectAddress) says it best.
    if (isValidationKey(first.message)) return first;
    const flatten = (list: readonly ZodIssue[]): ZodIssue[] =>
      list.flatMap((i) =>
        i.code === 'invalid_union' && !isValidationKey(i.message) ? flatten(i.unionErrors.flatMap((e) => e.issues)) : [i],
      );
    const nested = flatten(first.unionErrors.flatMap((e) => e.issues));
    const known =
      nested.find((i) => isValidationKey(i.message)) ??
      nested.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_literal') ??
      nested.find((i) => i.code === 'invalid_type') ??
      nested[0];
    if (known) return { ...known, path: known.path.length > 0 ? known.path : first.path };
  }
  return first;
}
