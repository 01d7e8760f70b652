// Form messages from the shared rule codes (src/contracts/rules.ts), in the current language.
import { isEmail } from '../../contracts/rules';
import { validationMessage } from '../../domain/validation/messages';
import { getLocale, t, type MessageKey } from '../../i18n/i18n';

export const fieldMessage = (code: string, label: MessageKey): string => validationMessage(code, t(label).toLowerCase(), getLocale());

export const required = (label: MessageKey) => (value: string) => (value.trim() === '' ? fieldMessage('required', label) : null);

export const requiredEmail = (label: MessageKey) => (value: string) =>
  value.trim() === '' ? fieldMessage('required', label) : isEmail(value) ? null : fieldMessage('email', label);

export const minLength = (label: MessageKey, min: number) => (value: string) =>
  value.trim() === '' ? fieldMessage('required', label) : value.length < min ? fieldMessage(`min|${min}`, label) : null;

export const sameAs = (label: MessageKey, otherLabel: MessageKey, other: string) => (value: string) =>
  value.trim() === '' ? fieldMessage('required', label) : value === other ? null : fieldMessage(`same|${t(otherLabel).toLowerCase()}`, label);
