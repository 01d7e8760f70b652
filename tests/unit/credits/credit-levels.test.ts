// The credits badge and health colours at their thresholds (spec 1 §2.2, §9; spec 3 §9).
import { describe, expect, it } from 'vitest';
import { badgeTone, health } from '../../../src/domain/credits/credit-levels';

describe('credit levels', () => {
  it('the badge is red at 0 or below, the primary colour below 10, plain at 10 or more', () => {
    expect([-3, 0, 1, 9, 10, 250].map(badgeTone)).toEqual(['red', 'red', 'primary', 'primary', 'plain', 'plain']);
  });

  it('health: sick under 10, almost from 10 to 39, healthy from 40', () => {
    expect([-1, 9, 10, 39, 40, 1000].map(health)).toEqual(['sick', 'sick', 'almost', 'almost', 'healthy', 'healthy']);
  });
});
