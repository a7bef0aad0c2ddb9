import { useEffect, useRef } from 'react';
import { resolveOwnImages } from './own-images';
import './rich-text.css';

/**
 * Shows a release body as the gateway stored it (sanitised there with its allow-list: the only HTML ever set here).
 * The registry's own images are shown through the signed-in download, so a draft's images appear before publication.
 */
export default function SafeHtml({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) resolveOwnImages(root.current);
  }, [html]);
  return <div ref={root} className="rich-text-view" data-testid="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />;
}
