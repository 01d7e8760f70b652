// The Packages' editor (admin module, issue 20): the admin editor chart with a credit package's form (name,
// credits, gift credits, price, bulk, transferable, on sale; src/contracts/admin-packages.struct.ts, checked again
// by the server) and its save. A package is never deleted: it is taken off sale.
import { PackageBody, type AdminPackage } from '../../../contracts/admin-packages.struct';
import { MAX_AMOUNT_CENTS } from '../../../contracts/credits.struct';
import { savePackage } from '../../../services/admin-credits.api';
import { adminEditorMachine, type Problems } from '../admin-editor.machine';
import { structProblems } from '../form-problems';

/** The price in pesos as typed (two decimals); the numbers empty until typed. */
export type PackageValues = {
  name: string;
  credits: number | '';
  gift_credits: number | '';
  price: number | '';
  bulk: boolean;
  transferable: boolean;
  active: boolean;
};

export const emptyPackage = (): PackageValues => ({ name: '', credits: '', gift_credits: 0, price: '', bulk: true, transferable: true, active: true });

export const packageValuesOf = (p: AdminPackage): PackageValues => ({
  name: p.name,
  credits: p.credits,
  gift_credits: p.gift_credits,
  price: p.price_cents / 100,
  bulk: p.bulk,
  transferable: p.transferable,
  active: p.active,
});

/** Pesos to whole cents (the typed price has at most two decimals; rounding drops float noise). */
const cents = (price: number): number => Math.round(price * 100);

export const packageBodyOf = (v: PackageValues): PackageBody => ({
  name: v.name.trim(),
  credits: v.credits as number,
  gift_credits: v.gift_credits as number,
  price_cents: cents(v.price as number),
  bulk: v.bulk,
  transferable: v.transferable,
  active: v.active,
});

/** The first rule each field breaks; a number not typed yet is missing. The price's rules are its cents', said
 *  in pesos on the price field. */
export function packageProblems(v: PackageValues): Problems {
  const blank = (n: number | '') => (n === '' ? undefined : n);
  const body = { ...packageBodyOf(v), credits: blank(v.credits), gift_credits: blank(v.gift_credits), price_cents: v.price === '' ? undefined : cents(v.price) };
  const { price_cents: price, ...others } = structProblems(body, PackageBody);
  if (price === undefined) return others;
  return { ...others, price: price.startsWith('range|') ? `range|0.01|${MAX_AMOUNT_CENTS / 100}` : price };
}

export const packageEditorMachine = adminEditorMachine<PackageValues>({
  problemsOf: packageProblems,
  save: ({ subject, values }) => savePackage(subject?.id ?? null, packageBodyOf(values)),
});
