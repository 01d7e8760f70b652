// The days of a rate week in order, 0 Sunday ... 6 Saturday (as in Date#getDay), for whatever walks the week.
import type { Weekday } from '../tariff';

export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
