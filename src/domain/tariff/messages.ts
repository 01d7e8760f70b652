// The tariff engine's errors in words, in both languages. The engine throws a code and its parameters; the
// server's answers and the console's quote simulator both say them with tariffMessage, so they read alike.
import { formatMoney } from '../formats/edge-formats';
import type { Locale } from '../validation/messages';
import type { TariffErrorCode, TariffInputError } from './errors';

const words: Record<Locale, Record<TariffErrorCode, string>> = {
  en: {
    notObject: 'The rate data at {field} is damaged: it must be an object.',
    notList: 'The rate data at {field} is damaged: it must be a list.',
    notBoolean: 'The rate data at {field} is damaged: it must be true or false.',
    notText: 'The rate data at {field} is damaged: it must be text.',
    notInteger: 'The rate data at {field} is damaged: it must be a whole number.',
    instant: 'The {which} must be a date and time with its UTC offset, like 2024-05-01T14:30:00Z, not “{value}”.',
    instantNotReal: 'The {which} “{value}” is not a real date and time.',
    exitBeforeEntry: 'The exit ({exit}) is before the entry ({entry}).',
    stayTooLong: 'The stay is longer than {max} days.',
    timeZone: "The lot's time zone must be an IANA name such as America/Monterrey, not “{value}”.",
    noOffset: 'No UTC offset is known for the time zone {value}.',
    feeSetTwice: 'The time fee {value} is listed twice.',
    noRules: 'Give {subject} at least one rule.',
    qty: 'In {subject}, the quantity must be from {min} to {max}, not {value}.',
    unit: 'In {subject}, the unit must be minute, hour, day, week or month, not “{value}”.',
    price: 'In {subject}, the price must be from {min} to {max}.',
    courtesyTime: 'In {subject}, the courtesy time must be hours and minutes (HH:mm), not “{value}”.',
    maxRateUnit: 'A max rate must be per session, day, week or month, not “{value}”.',
    maxRateTwice: 'The max rate per {unit} is listed twice: keep one.',
    maxRatePrice: 'The max rate per {unit} must be an amount of {min} or more.',
    specialRateTwice: 'The special rate {value} is listed twice.',
    typeTariff: 'In {subject}, the type must be discount, per day or custom, not “{value}”.',
    discount: 'In {subject}, the discount must be a percentage from {min} to {max}.',
    date: 'In {subject}, dates must be real dates written yyyy-MM-dd, not “{value}”.',
    dateOrder: 'In {subject}, a date range ends ({to}) before it starts ({from}).',
    timelineShape: 'The weekly timeline must give each day, from Sunday (0) to Saturday (6), a list of periods.',
    timelineDay: 'On {day}, the periods must be a list.',
    timeOfDay: 'On {day}, period times must be hours and minutes (HH:mm), not “{value}”.',
    unknownFeeSet: 'On {day}, the period at {from} uses the time fee {value}, which does not exist: choose one of the existing time fees.',
    sameStart: 'On {day}, two periods start at {from} with different time fees: keep one.',
    timelineEmpty: 'The weekly timeline has no periods: add at least one period with a time fee.',
  },
  es: {
    notObject: 'Los datos de tarifas en {field} están dañados: deben ser un objeto.',
    notList: 'Los datos de tarifas en {field} están dañados: deben ser una lista.',
    notBoolean: 'Los datos de tarifas en {field} están dañados: deben ser verdadero o falso.',
    notText: 'Los datos de tarifas en {field} están dañados: deben ser texto.',
    notInteger: 'Los datos de tarifas en {field} están dañados: deben ser un número entero.',
    instant: 'La {which} debe ser una fecha y hora con su desfase UTC, como 2024-05-01T14:30:00Z, no «{value}».',
    instantNotReal: 'La {which} «{value}» no es una fecha y hora real.',
    exitBeforeEntry: 'La salida ({exit}) es anterior a la entrada ({entry}).',
    stayTooLong: 'La estancia dura más de {max} días.',
    timeZone: 'La zona horaria del estacionamiento debe ser un nombre IANA como America/Monterrey, no «{value}».',
    noOffset: 'No se conoce el desfase UTC de la zona horaria {value}.',
    feeSetTwice: 'La tarifa por tiempo {value} aparece dos veces.',
    noRules: 'Agrega al menos una regla a {subject}.',
    qty: 'En {subject}, la cantidad debe ser de {min} a {max}, no {value}.',
    unit: 'En {subject}, la unidad debe ser minuto, hora, día, semana o mes, no «{value}».',
    price: 'En {subject}, el precio debe ser de {min} a {max}.',
    courtesyTime: 'En {subject}, el tiempo de cortesía debe ser horas y minutos (HH:mm), no «{value}».',
    maxRateUnit: 'Una tarifa máxima debe ser por sesión, día, semana o mes, no «{value}».',
    maxRateTwice: 'La tarifa máxima por {unit} aparece dos veces: deja una.',
    maxRatePrice: 'La tarifa máxima por {unit} debe ser un monto de {min} o más.',
    specialRateTwice: 'La tarifa especial {value} aparece dos veces.',
    typeTariff: 'En {subject}, el tipo debe ser descuento, por día o personalizada, no «{value}».',
    discount: 'En {subject}, el descuento debe ser un porcentaje de {min} a {max}.',
    date: 'En {subject}, las fechas deben ser fechas reales escritas aaaa-MM-dd, no «{value}».',
    dateOrder: 'En {subject}, un rango de fechas termina ({to}) antes de empezar ({from}).',
    timelineShape: 'Las tarifas de la semana deben dar a cada día, del domingo (0) al sábado (6), una lista de periodos.',
    timelineDay: 'El {day}, los periodos deben ser una lista.',
    timeOfDay: 'El {day}, las horas de un periodo deben ser horas y minutos (HH:mm), no «{value}».',
    unknownFeeSet: 'El {day}, el periodo de las {from} usa la tarifa por tiempo {value}, que no existe: elige una de las tarifas existentes.',
    sameStart: 'El {day}, dos periodos empiezan a las {from} con tarifas distintas: deja uno.',
    timelineEmpty: 'La semana no tiene periodos: agrega al menos un periodo con una tarifa por tiempo.',
  },
};

const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
const MAX_RATE_UNITS: Record<Locale, Record<string, string>> = {
  en: { session: 'session', day: 'day', week: 'week', month: 'month' },
  es: { session: 'sesión', day: 'día', week: 'semana', month: 'mes' },
};
const STAY_ENDS: Record<Locale, Record<string, string>> = { en: { entry: 'entry', exit: 'exit' }, es: { entry: 'entrada', exit: 'salida' } };
const OWNERS: Record<Locale, { feeSet: string; specialRate: string; rule: string; lot: string }> = {
  en: { feeSet: 'time fee “{name}”', specialRate: 'special rate “{name}”', rule: ', rule {n}', lot: "the lot's settings" },
  es: { feeSet: 'la tarifa por tiempo «{name}»', specialRate: 'la tarifa especial «{name}»', rule: ', regla {n}', lot: 'la configuración del estacionamiento' },
};

/** Where the problem is: a time fee or special rate by name, and its rule; the lot's settings otherwise. */
function subject(params: TariffInputError['params'], locale: Locale): string {
  const owner = OWNERS[locale];
  const named = params.feeSet !== undefined ? owner.feeSet.replace('{name}', String(params.feeSet))
    : params.specialRate !== undefined ? owner.specialRate.replace('{name}', String(params.specialRate))
    : owner.lot;
  return params.rule === undefined ? named : named + owner.rule.replace('{n}', String(params.rule));
}

export function tariffMessage(error: Pick<TariffInputError, 'code' | 'field' | 'params'>, locale: Locale): string {
  const { code, field, params } = error;
  const isMoney = code === 'price' || code === 'maxRatePrice';
  const values: Record<string, string> = { field, subject: subject(params, locale), which: STAY_ENDS[locale][field] ?? field };
  for (const [key, value] of Object.entries(params)) values[key] = String(value);
  if (typeof params.day === 'number') values.day = WEEKDAYS[locale][params.day];
  if (typeof params.unit === 'string') values.unit = MAX_RATE_UNITS[locale][params.unit] ?? params.unit;
  if (isMoney) {
    for (const key of ['min', 'max'] as const) {
      if (typeof params[key] === 'number') values[key] = formatMoney(params[key] as number);
    }
  }
  return words[locale][code].replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}
