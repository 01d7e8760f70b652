// How many credits a store has, in colours (spec 1 §2.2, §9): the badge is red at 0 or below, the primary colour
// below 10, plain at 10 or more; the health colours elsewhere are sick under 10, almost from 10 to 39, healthy
// from 40.
export type BadgeTone = 'red' | 'primary' | 'plain';
export type Health = 'sick' | 'almost' | 'healthy';

export const badgeTone = (credits: number): BadgeTone => (credits <= 0 ? 'red' : credits < 10 ? 'primary' : 'plain');

export const health = (credits: number): Health => (credits < 10 ? 'sick' : credits < 40 ? 'almost' : 'healthy');
