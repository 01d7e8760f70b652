// The Mall's plaza editor (admin module, issue 20): the admin editor chart with a plaza's form (name, address and
// the map's pin; src/contracts/admin-plazas.struct.ts, checked again by the server) and its save and delete.
import type { GeoPoint } from '../../contracts/geocode.struct';
import { parseLocation } from '../../contracts/lot.struct';
import { PlazaBody, plazaRuleFailures, type AdminPlaza } from '../../contracts/admin-plazas.struct';
import { deletePlaza, savePlaza } from '../../services/admin-plazas.api';
import { adminEditorMachine, type Problems } from './admin-editor.machine';
import { structProblems } from './form-problems';

export type PlazaValues = { name: string; address: string; location: GeoPoint | null };

export const emptyPlaza = (): PlazaValues => ({ name: '', address: '', location: null });

export const plazaValuesOf = (plaza: AdminPlaza): PlazaValues => ({ name: plaza.name, address: plaza.address, location: plaza.location === null ? null : parseLocation(plaza.location) });

/** The body a save sends: the texts trimmed, the pin as "lat,lng" ('' for none). */
export const plazaBodyOf = (v: PlazaValues): PlazaBody => ({ name: v.name.trim(), address: v.address.trim(), location: v.location ? `${v.location.lat},${v.location.lng}` : '' });

export const plazaProblems = (v: PlazaValues): Problems => {
  const body = plazaBodyOf(v);
  return structProblems(body, PlazaBody, plazaRuleFailures(body));
};

export const plazaEditorMachine = adminEditorMachine<PlazaValues>({
  problemsOf: plazaProblems,
  save: ({ subject, values }) => savePlaza(subject?.id ?? null, plazaBodyOf(values)),
  remove: (subject) => deletePlaza(subject.id),
});
