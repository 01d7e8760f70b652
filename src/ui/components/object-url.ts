// An object URL for a blob (a picture read behind the bearer token, a file just chosen), released when the blob
// changes or the view leaves. Made in an effect, not during render: an effect can be cleaned up and run again
// while the component's memory is kept (a hidden Activity, a modal's transition), and a URL made during
// render would then be shown after it was released.
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
