import { useEffect } from 'react';

/**
 * The page's document title and meta description (what search engines and shared links show), set while the page is
 * shown and put back when it goes.
 */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const before = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const beforeDescription = meta.content;
    document.title = title;
    meta.content = description;
    return () => {
      document.title = before;
      if (created) meta.remove();
      else meta.content = beforeDescription;
    };
  }, [title, description]);
}
