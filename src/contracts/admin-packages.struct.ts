// The admin module's Packages (spec 3 §3 "Credit package: bulk, transferable, gifts", issue 20; nexo.packages):
// the credit packages shops buy. The body of POST admin/packages and PUT admin/packages/{package}, shared by the
// package editor and the server, and the list's rows. A package is never deleted (purchases name it): it is
// taken off sale (`active` false). A pool purchase (credits split among stores and transferable later) needs a
// package both `bulk` and `transferable`; the buy screen offers the pool only for such a package.
import { assign, boolean, coerce, number, object, optional, string, type Infer } from 'superstruct';
import { AdminListQuery } from './admin-list.struct';
import { MAX_AMOUNT_CENTS, MAX_CREDITS } from './credits.struct';
import { flag, oneOf, text, whole } from './rules';

export const PACKAGE_RULES = { nameMin: 3, nameMax: 60 } as const;

/** GET admin/packages and its export: the list's query and whether on sale (`active`) or off it. */
export const PackageStatus = ['active', 'inactive'] as const;
export type PackageStatus = (typeof PackageStatus)[number];
export const AdminPackagesQuery = assign(AdminListQuery, object({ status: optional(oneOf(PackageStatus)) }));
export type AdminPackagesQuery = Infer<typeof AdminPackagesQuery>;

/** POST admin/packages, PUT admin/packages/{package}: the price in cents; credits and gift credits whole units. */
export const PackageBody = object({
  name: coerce(text(PACKAGE_RULES.nameMin, PACKAGE_RULES.nameMax), string(), (v) => v.trim()),
  credits: whole(1, MAX_CREDITS),
  gift_credits: whole(0, MAX_CREDITS),
  price_cents: whole(1, MAX_AMOUNT_CENTS),
  bulk: flag(),
  transferable: flag(),
  active: flag(),
});
export type PackageBody = Infer<typeof PackageBody>;

/** A row of GET admin/packages: the package and how many approved purchases it has had. */
export const AdminPackage = object({
  id: number(),
  name: string(),
  credits: number(),
  gift_credits: number(),
  price_cents: number(),
  bulk: boolean(),
  transferable: boolean(),
  active: boolean(),
  purchases: number(),
});
export type AdminPackage = Infer<typeof AdminPackage>;

/** What a save answers: the package as the list shows it, and the toast's words. */
export const PackageSavedAnswer = object({ data: AdminPackage, message: string() });
