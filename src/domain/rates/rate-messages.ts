// Words for the rate rules, in both languages (the spec's overlap and repeated-dates messages included).
import type { Locale } from '../validation/messages';
import type { RateProblem } from './rate-rules';

const words: Record<RateProblem, Record<Locale, string>> = {
  overlap: { en: 'The periods overlap.', es: 'Los periodos se empalman.' },
  fromBeforeTo: { en: 'The start must be before the end.', es: 'El inicio debe ser anterior al fin.' },
  time: { en: 'Times are hours:minutes (HH:mm).', es: 'Las horas se escriben horas:minutos (HH:mm).' },
  outsideSchedule: { en: "The period is outside the lot's opening hours.", es: 'El periodo está fuera del horario del estacionamiento.' },
  unknownFeeSet: { en: 'Choose one of the existing rates.', es: 'Elige una de las tarifas existentes.' },
  qty: { en: 'The quantity must be between 1 and 60.', es: 'La cantidad debe estar entre 1 y 60.' },
  maxRatesCount: { en: 'At most 4 max-rate rows.', es: 'Como máximo 4 filas de tarifa máxima.' },
  maxRatesUnit: { en: 'Each period can be used once.', es: 'Cada periodo puede usarse una sola vez.' },
  datesOverlap: { en: 'Beware the dates overlap', es: 'Hay fechas repetidas' },
  dateOrder: { en: 'The end date cannot precede the start date.', es: 'La fecha final no puede ser anterior a la inicial.' },
  date: { en: 'Dates are yyyy-MM-dd.', es: 'Las fechas se escriben aaaa-MM-dd.' },
};

export const rateMessage = (code: RateProblem, locale: Locale): string => words[code][locale];
