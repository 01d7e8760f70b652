// The shapes of failed answers: 422 carries per-field messages; every other 4xx carries a message.
import { array, object, optional, record, string, type Infer } from 'superstruct';

export const ValidationErrorAnswer = object({ message: string(), errors: record(string(), array(string())) });
export type ValidationErrorAnswer = Infer<typeof ValidationErrorAnswer>;

export const ErrorAnswer = object({ message: string(), error: optional(string()) });
export type ErrorAnswer = Infer<typeof ErrorAnswer>;
