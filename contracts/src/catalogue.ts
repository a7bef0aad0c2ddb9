/** A message catalogue: token → Chinese (the spec's wording) and English text. */
export type Catalogue = Record<string, { zh: string; en: string }>;
