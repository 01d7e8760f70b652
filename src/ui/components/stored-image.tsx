// A stored picture (a person's photo, a chat picture) read through the storedFile actor and shown from an object
// URL, released when the picture leaves the screen. While it loads, or when it cannot be read, `fallback` shows.
import { useActor } from '@xstate/react';
import type { ReactNode } from 'react';
import { storedFile } from '../../machines/stored-file/stored-file.actor';
import { useObjectUrl } from './object-url';

export function useStoredImage(address: string): string | null {
  const [snapshot] = useActor(storedFile, { input: { address } });
  return useObjectUrl(snapshot.status === 'done' ? snapshot.output : null);
}

type StoredImageProps = { address: string; alt: string; fallback: ReactNode; render: (url: string, alt: string) => ReactNode };

/** Keyed by address by its callers: a new address is a new actor. */
export function StoredImage({ address, alt, fallback, render }: StoredImageProps) {
  const url = useStoredImage(address);
  return <>{url ? render(url, alt) : fallback}</>;
}
