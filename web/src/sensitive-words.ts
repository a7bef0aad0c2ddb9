/**
 * The sensitive-word list (spec §2.5): fetched once before routing starts. An array is expected;
 * anything else, or a failure, leaves the list empty rather than blocking the application.
 */
let words: readonly string[] = [];

export async function loadSensitiveWords(timeoutMs = 5000): Promise<void> {
  try {
    const res = await fetch('/sensitive.json', { signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await res.json();
    if (res.ok && Array.isArray(body)) words = body.filter((w): w is string => typeof w === 'string' && w.length > 0);
  } catch {
    // tolerated: free-text checks simply find nothing
  }
}

export const getSensitiveWords = (): readonly string[] => words;

/** The first sensitive word found in `text`, for form validators. */
export function findSensitiveWord(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  return words.find((w) => text.includes(w));
}
