import { useEffect, useState } from 'react';
import { useApi } from '../lib/api-context';

const cache = new Map<string, Promise<string>>();

/** BlobImage shows a stored screenshot: a URL in the browser, a data: URL from GetBlob in the desktop app. */
export function BlobImage({ blobKey, width, alt, className, onClick }: { blobKey?: string; width?: number; alt: string; className?: string; onClick?: () => void }) {
  const api = useApi();
  const direct = blobKey ? api.transport.blobSrc(blobKey, width) : null;
  const [src, setSrc] = useState<string | null>(direct);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!blobKey) return setSrc(null);
    if (direct) return setSrc(direct);
    const k = `${blobKey}@${width ?? 0}`;
    let p = cache.get(k);
    if (!p) {
      p = api.GetBlob(blobKey, width ?? 0);
      cache.set(k, p);
      p.catch(() => cache.delete(k));
    }
    let live = true;
    p.then((s) => live && setSrc(s), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, blobKey, width, direct]);
  if (!blobKey) return <div className={`thumb thumb-empty ${className ?? ''}`} aria-label={`${alt}: none`} />;
  if (failed || !src) return <div className={`thumb thumb-empty ${className ?? ''}`} aria-label={`${alt}: ${failed ? 'unavailable' : 'loading'}`} />;
  return <img className={`thumb ${className ?? ''}`} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} onClick={onClick} />;
}
