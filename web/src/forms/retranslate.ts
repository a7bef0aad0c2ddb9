import { messages, type Lang } from '@ccer/contracts/messages';

/**
 * A message already shown (a field error, the server's msg) in another language. Forms and the server
 * hand out translated text, not the message token, so the token is found again from the catalogue of
 * contracts: the text in either language, with `{0}`-style arguments matched and carried over.
 */
interface Pattern {
  key: string;
  regex: RegExp;
  /** The placeholder number of each capture group, in order. */
  slots: number[];
}

let exact: Map<string, string> | undefined;
let patterns: Pattern[] | undefined;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index() {
  if (exact && patterns) return { exact, patterns };
  exact = new Map();
  patterns = [];
  for (const [key, entry] of Object.entries(messages)) {
    for (const text of [entry.zh, entry.en]) {
      const slots: number[] = [];
      const source = text
        .split(/(\{\d+\})/)
        .map((part) => {
          const slot = /^\{(\d+)\}$/.exec(part);
          if (!slot) return escape(part);
          slots.push(Number(slot[1]));
          return '(.+?)';
        })
        .join('');
      // the first key of a text wins, as in translate's catalogue order
      if (slots.length === 0) {
        if (!exact.has(text)) exact.set(text, key);
      } else patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), slots });
    }
  }
  return { exact, patterns };
}

/** `text` in `lang` when it is a catalogue message (in Chinese or English); undefined when it is not. */
export function retranslate(text: string, lang: Lang): string | undefined {
  const { exact, patterns } = index();
  const key = exact.get(text);
  if (key) return messages[key][lang];
  for (const p of patterns) {
    const m = p.regex.exec(text);
    if (!m) continue;
    const args: string[] = [];
    p.slots.forEach((slot, i) => (args[slot] = m[i + 1]));
    return messages[p.key][lang].replace(/\{(\d+)\}/g, (_, i) => args[Number(i)] ?? '');
  }
  return undefined;
}
