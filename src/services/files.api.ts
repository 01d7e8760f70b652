// A stored file (a person's photo, a chat image): served at `/api/parkings/{id}/files/{name}` behind the
// bearer token, so an <img> cannot load it by address; it is read as a blob and shown through an object URL.
import { apiDownload } from './http';

/** The file at `address` as the answers give it (with or without the `/api/` in front); no notice on failure. */
export const fetchStoredFile = (address: string): Promise<Blob> => apiDownload(address.replace(/^\/?api\//, ''), { quiet: true });
