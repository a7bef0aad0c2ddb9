/**
 * Translates what a library renders as English literals, in the DOM, as it renders: the text nodes
 * and the title, placeholder and aria-label attributes under `root`. For the bpmn.io editors whose
 * texts no translate service reaches (form-js's editor; a few controls of the properties panel).
 * They render with Preact, which rewrites a text only when its own value changes: a translated text
 * stays until the library changes it, and is then translated again. A translation is never itself a
 * key, so the observer's own writes end there.
 */
export interface DomTranslation {
  /** The translation of a text, or undefined to leave it. */
  translate(text: string): string | undefined;
  /** Elements whose text is the user's own (labels typed in the designer): their text nodes stay. */
  userContent?: string;
  /** Only the attributes: every text under `root` may be the user's. */
  attributesOnly?: boolean;
}

const ATTRIBUTES = ['title', 'placeholder', 'aria-label'];

export function translateDom(root: HTMLElement, options: DomTranslation): () => void {
  const { translate, userContent, attributesOnly } = options;

  const translateAttributes = (el: Element) => {
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      const next = value ? translate(value) : undefined;
      if (next !== undefined && next !== value) el.setAttribute(name, next);
    }
  };
  const translateNode = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (attributesOnly || !parent || (userContent && parent.closest(userContent))) return;
      const next = node.nodeValue ? translate(node.nodeValue) : undefined;
      if (next !== undefined && next !== node.nodeValue) node.nodeValue = next;
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      translateAttributes(node as Element);
      node.childNodes.forEach(translateNode);
    }
  };

  translateNode(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') translateNode(r.target);
      else if (r.type === 'attributes') translateAttributes(r.target as Element);
      else r.addedNodes.forEach(translateNode);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: !attributesOnly, attributes: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}
