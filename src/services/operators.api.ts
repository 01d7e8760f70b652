// The operators screen's calls (spec 3 §7 "Operators and chat", docs/api.md): the lot's users and operators,
// the parking roles, register (a role of type operator through the operator endpoint, any other through the user
// endpoint), edit and delete.
import { PeopleListAnswer, PersonDeletedAnswer, PersonSavedAnswer, type Person, type PersonBody } from '../contracts/people.struct';
import { RoleListAnswer, type Role } from '../contracts/role.struct';
import { apiCall } from './http';

export const fetchPeople = async (lotId: number): Promise<Person[]> => (await apiCall(PeopleListAnswer, `parkings/${lotId}/operators`)).data;

export const fetchParkingRoles = async (): Promise<Role[]> => (await apiCall(RoleListAnswer, 'roles/list/parking')).data;

/** Where a save goes: a new operator, a new lot user, or the edit of one of the lot's people. */
export type PersonSaveTarget = { kind: 'operator' } | { kind: 'user' } | { kind: 'edit'; userId: number };

export type SavePersonRequest = { lotId: number; target: PersonSaveTarget; body: PersonBody; photo: File | null };

/** A multipart form: the text fields the body holds and the photo when one was chosen. */
function formOf(body: PersonBody, photo: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined) form.append(field, String(value));
  }
  if (photo) form.append('photo', photo, photo.name);
  return form;
}

export async function savePerson({ lotId, target, body, photo }: SavePersonRequest): Promise<{ person: Person; message: string | null }> {
  const path =
    target.kind === 'edit' ? `parkings/${lotId}/operators/${target.userId}` : target.kind === 'operator' ? `parkings/${lotId}/operators/register` : `parkings/${lotId}/users/register`;
  const answer = await apiCall(PersonSavedAnswer, path, { method: target.kind === 'edit' ? 'PUT' : 'POST', body: formOf(body, photo) });
  return { person: answer.data, message: answer.message ?? null };
}

export async function deletePerson(lotId: number, userId: number): Promise<{ message: string | null }> {
  const answer = await apiCall(PersonDeletedAnswer, `parkings/${lotId}/operators/${userId}`, { method: 'POST' });
  if (!answer.success) throw new Error(answer.message ?? 'delete refused');
  return { message: answer.message ?? null };
}
