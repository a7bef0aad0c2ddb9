import { useEffect, useState } from 'react';
import { publicFileUrl, type InfoFile } from '@ccer/contracts';
import { displaySource } from '../../components/rich-text/own-images';

/** An uploaded image shown to the signed-in user (a draft's or a disabled banner's image is not public). */
export default function AuthImage({ file, alt, maxHeight = 240 }: { file: InfoFile; alt: string; maxHeight?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void displaySource(publicFileUrl(file.path)).then((u) => live && setSrc(u));
    return () => {
      live = false;
    };
  }, [file.path]);
  return src ? <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight, objectFit: 'contain' }} /> : null;
}
