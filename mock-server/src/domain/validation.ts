import { isValidationKey, validationText } from '@contract';
import { type ZodError, type ZodIssue } from 'zod';

/** English text for a zod issue: contract messages are keys of `validationText`, others are zod's own. */
export function issueText(issue: ZodIssue): string {
  if (isValidationKey(issue.message)) return validationText[issue.message];
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return validationText.required;
  return issue.message;
}

/** `field: text` for the first issue, e.g. `email: Please enter a valid email address`. */
export function describeZodError(error: ZodError, fallbackField: string): string {
  const issue = deepestIssue(error.issues);
  if (!issue) return `${fallbackField}: ${validationText.invalid}`;
  const field = issue.path.length > 0 ? issue.path.join('.') : fallbackField;
  return `${field}: ${issueText(issue)}`;
}

/** Union errors hide the useful issue inside; prefer the first one with a path and a known message. */
function deepestIssue(issues: readonly ZodIssue[]): ZodIssue | undefined {
  const first = issues[0];
  if (!first) return undefined;
  if (first.code === 'invalid_union') {
    const nested = first.unionErrors.flatMap((e) => e.issues);
    const known = nested.find((i) => isValidationKey(i.message)) ?? nested.find((i) => i.code !== 'invalid_type') ?? nested[0];
    if (known) return { ...known, path: known.path.length > 0 ? known.path : first.path };
  }
  return first;
}
