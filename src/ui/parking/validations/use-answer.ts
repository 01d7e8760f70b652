// A read that follows its inputs: the answer of `load` for the current key, null while it is on its way, the
// failure's message when it fails; an answer for an older key is dropped. The validations' report and list are
// plain reads with no flow of their own (their filters change the key).
import { useEffect, useState } from 'react';
import { toApiError } from '../../../services/http';

export type Answer<T> = { data: T | null; error: string | null; reload: () => void };

export function useAnswer<T>(key: string, load: () => Promise<T>): Answer<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null }>({ key: '', data: null, error: null });
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ key, data: null, error: null });
    load().then(
      (data) => current && setState({ key, data, error: null }),
      (err: unknown) => current && setState({ key, data: null, error: toApiError(err).message }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function at each render; the key says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reads]);
  return { data: state.key === key ? state.data : null, error: state.key === key ? state.error : null, reload: () => setReads((n) => n + 1) };
}
