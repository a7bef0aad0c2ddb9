import sanitize from 'sanitize-html';
import { PUBLIC_FILE_PATH } from '@ccer/contracts';

/**
 * The one gate of a release's body: the browser's HTML is never trusted, only what this allow-list lets through is
 * stored and later shown on the public portal. Structure and emphasis stay (headings, paragraphs, lists, tables,
 * strong/em/u/s, blockquote); links keep only http, https and mailto addresses and always open without an opener;
 * images keep only http(s) sources or the registry's own public file download; every style, script, frame, SVG,
 * MathML, object, event handler and javascript:/vbscript:/data: address is dropped.
 */

/** The registry's own public file download (GET /api/file/download/public?filePath=…), the only relative image source. */
const OWN_IMAGE = new RegExp(`^${PUBLIC_FILE_PATH.replace(/[/.]/g, '\\$&')}\\?filePath=[A-Za-z0-9%._/-]+$`);
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** Tags whose whole content goes with them (not only the tag): scripts, styles, frames and foreign markup. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'frameset', 'noembed', 'xmp'];

const options: sanitize.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup',
    'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitize.Attributes = { ...attribs };
      // only absolute web and mail addresses; a relative or odd href is dropped, the text stays
      if (out.href !== undefined && !/^(https?:\/\/|mailto:)/i.test(out.href.trim())) delete out.href;
      if (out.target !== undefined && out.target !== '_blank') delete out.target;
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  // an image without an allowed source is removed whole
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

export function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  const s = src.trim();
  return WEB_ADDRESS.test(s) || OWN_IMAGE.test(s);
}

/** The body as stored and shown: the allow-list applied. */
export function sanitizeReleaseHtml(html: string): string {
  return sanitize(html, options).trim();
}

/** The store paths of the registry's own images in a sanitised body (linked to the release as its body images). */
export function ownImagePaths(cleanHtml: string): string[] {
  const found = new Set<string>();
  const prefix = `${PUBLIC_FILE_PATH}?filePath=`;
  for (const m of cleanHtml.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)) {
    const src = m[1].replace(/&amp;/g, '&');
    if (!src.startsWith(prefix)) continue;
    try {
      found.add(decodeURIComponent(src.slice(prefix.length)));
    } catch {
      // a malformed escape names no file
    }
  }
  return [...found];
}
