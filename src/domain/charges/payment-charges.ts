// The company's charges on a parking payment (spec 3 §3 company settings): the service charge and the tax on
// the net amount the tariff quoted, in integer cents. Each charge is rounded once, half up, to the cent, on its
// own base: a service charge computed before tax is taxed (tax on net + service); computed after tax, it is
// charged on net + tax (the tax is then on the net alone). The total is always net + service + tax.
import { divideHalfUp } from '../tariff/money';

/** Basis points: 1600 = 16.00 %. `taxRequired` false: no tax whatever `taxBp` holds. */
export type ChargeRates = { taxRequired: boolean; taxBp: number; serviceBp: number; serviceBeforeTax: boolean };

/** Cents: `total` = `net` + `service` + `tax`. */
export type PaymentCharges = { net: number; service: number; tax: number; total: number };

/** A company that charges nothing on top (the settings' defaults). */
export const NO_CHARGES: ChargeRates = { taxRequired: false, taxBp: 1600, serviceBp: 0, serviceBeforeTax: true };

export const MAX_BP = 10_000;

const share = (base: number, bp: number): number => divideHalfUp(base * bp, MAX_BP);

function checkRates(net: number, rates: ChargeRates): void {
  if (!Number.isSafeInteger(net) || net < 0) throw new RangeError(`net must be a non-negative whole number of cents, got ${net}`);
  for (const bp of [rates.taxBp, rates.serviceBp]) {
    if (!Number.isInteger(bp) || bp < 0 || bp > MAX_BP) throw new RangeError(`a rate must be 0 to ${MAX_BP} basis points, got ${bp}`);
  }
}

export function paymentCharges(net: number, rates: ChargeRates): PaymentCharges {
  checkRates(net, rates);
  const taxBp = rates.taxRequired ? rates.taxBp : 0;
  let service: number;
  let tax: number;
  if (rates.serviceBeforeTax) {
    service = share(net, rates.serviceBp);
    tax = share(net + service, taxBp);
  } else {
    tax = share(net, taxBp);
    service = share(net + tax, rates.serviceBp);
  }
  return { net, service, tax, total: net + service + tax };
}
