// A stored file (a person's photo or profile picture, a chat picture): served behind the bearer token
// (`/api/parkings/{id}/files/{name}`, `/api/users/{id}/files/{name}`), so an <img> cannot load it by address.
// This actor reads it as a blob for a view to show through an object URL (src/ui/components/stored-image.tsx);
// a picture that cannot be read is `null`, and the view keeps its fallback (initials, a label). Loading one
// picture is a side effect, not a flow: a promise actor, no chart.
import { fromPromise } from 'xstate';
import { fetchStoredFile } from '../../services/files.api';

export const storedFile = fromPromise<Blob | null, { address: string }>(({ input }) => fetchStoredFile(input.address).catch(() => null));
