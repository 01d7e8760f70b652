// Named prepared statements for the hot reads, made once per database handle: PostgreSQL parses and plans a
// named statement once per connection instead of at every request.
import type { Db } from './connect';

export function preparedFor<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (statements === undefined) made.set(db, (statements = make(db)));
    return statements;
  };
}
