// The reply countdown's text (src/domain/time/time-left.ts): h:mm:ss from an hour, m:ss under it, none once over.
import { expect, it } from 'vitest';
import { timeLeft } from '../../../src/domain/time/time-left';

it('counts down to the end of the reply window', () => {
  const now = new Date('2026-11-25T02:00:00.000Z');
  expect(timeLeft('2026-11-25T03:05:09.000Z', now)).toBe('1:05:09');
  expect(timeLeft('2026-11-25T02:59:59.000Z', now)).toBe('59:59');
  expect(timeLeft('2026-11-25T02:00:01.000Z', now)).toBe('0:01');
  expect(timeLeft('2026-11-25T02:00:00.999Z', now)).toBeNull();
  expect(timeLeft('2026-11-25T01:00:00.000Z', now)).toBeNull();
  expect(timeLeft('not a date', now)).toBeNull();
});
