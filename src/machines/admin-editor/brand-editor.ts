// The Brands' editor (admin module, issue 20): the admin editor chart with a brand's form (name, a new logo, whether
// it owns more than one store and the stores excluded from sharing its core info; src/contracts/admin-brands.struct.ts
// with the core-info wizard's rules, checked again by the server) and its save. A brand is not deleted here.
import { BrandBody, type AdminBrand } from '../../contracts/admin-brands.struct';
import { saveBrand } from '../../services/admin-brands.api';
import { adminEditorMachine, type Problems } from './admin-editor.machine';
import { structProblems } from './form-problems';

/** `logo`: a new logo (PNG data URL, drawn on the logo's canvas), null to keep the stored one. */
export type BrandValues = { name: string; logo: string | null; more_than_one: boolean; not_under: number[] };

export const brandValuesOf = (b: AdminBrand): BrandValues => ({ name: b.name, logo: null, more_than_one: b.more_than_one, not_under: b.not_under });

/** The body a save sends: a brand of one store excludes none. */
export const brandBodyOf = (v: BrandValues): BrandBody => ({
  name: v.name.trim(),
  ...(v.logo ? { logo: v.logo } : {}),
  more_than_one: v.more_than_one,
  not_under: v.more_than_one ? v.not_under : [],
});

export const brandProblems = (v: BrandValues): Problems => structProblems(brandBodyOf(v), BrandBody);

export const brandEditorMachine = adminEditorMachine<BrandValues>({
  problemsOf: brandProblems,
  save: ({ subject, values }) => saveBrand(subject?.id ?? 0, brandBodyOf(values)),
});
