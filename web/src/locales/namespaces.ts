/** The texts of one language by namespace, from its files locales/<lang>/<namespace>.json. */
export type LanguageTexts = Record<string, Record<string, unknown>>;

export function byNamespace(files: Record<string, { default: Record<string, unknown> }>): LanguageTexts {
  const texts: LanguageTexts = {};
  for (const [path, mod] of Object.entries(files)) texts[/([\w-]+)\.json$/.exec(path)![1]] = mod.default;
  return texts;
}
