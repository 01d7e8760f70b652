// Pure reads of the operators list: the fuzzy search (names, full name, username, e-mail and role, threshold
// 0.3, spec 3 §9), the selected person, and whether a person is an operator ("Employee") or a lot user
// ("Administrator", spec 3 §6).
import type { Person } from '../../contracts/people.struct';
import { fuzzySearch } from '../../domain/tables/fuzzy-search';
import type { OperatorListContext } from './operator-list.machine';

export const searchPeople = fuzzySearch<Person>([
  'first_name',
  'last_name',
  'username',
  'email',
  'role',
  { name: 'full_name', getFn: (p) => `${p.first_name} ${p.last_name}` },
]);

export const foundPeople = ({ people, query }: Pick<OperatorListContext, 'people' | 'query'>): readonly Person[] => searchPeople(people, query);

export const selectedPerson = ({ people, selectedId }: Pick<OperatorListContext, 'people' | 'selectedId'>): Person | null =>
  people.find((p) => p.id === selectedId) ?? null;

export const isOperator = (person: Pick<Person, 'type'>): boolean => person.type === 'operator';

export const fullName = (person: Pick<Person, 'first_name' | 'last_name'>): string => `${person.first_name} ${person.last_name}`;
