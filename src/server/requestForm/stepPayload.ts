import { formSchema, validateStep } from '../../domain/steps/validateStep';
import type { StepContext } from '../../domain/steps/stepContext';
import { AppError } from '../http/AppError';
import { requestFormTexts } from './texts';
import { hasUnstorableText } from '../http/storableText';


/** True for a schema whose data carries the step context (docs/request-steps.md). */
export function carriesContext(schemaName: string): boolean {
  const properties = formSchema(schemaName)?.properties as Record<string, unknown> | undefined;
  return properties !== undefined && Object.hasOwn(properties, 'context');
}

/** The payload with the server's context in place of whatever the browser sent. */
export function withContext(schemaName: string, data: Record<string, unknown>, context: StepContext): Record<string, unknown> {
  if (!carriesContext(schemaName)) {
    const { context: _ignored, ...rest } = data;
    return rest;
  }
  return { ...data, context };
}

/**
 * Judges a step's (or an entity's) payload by the same schema, keywords and formatter as the browser,
 * with the context the server derived. A refusal is 400 with the first field's Russian message.
 * @returns the payload as validated (with the context)
 */
export function acceptPayload(schemaName: string, body: unknown, context: StepContext): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest(requestFormTexts.notAnObject);
  const data = withContext(schemaName, body as Record<string, unknown>, context);
  const errors = validateStep(schemaName, data);
  const first = errors[0];
  if (first) throw AppError.badRequest(first.message);
  if (hasUnstorableText(data)) throw AppError.badRequest(requestFormTexts.unstorableText);
  return data;
}
