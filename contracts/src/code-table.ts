/**
 * A code table: codes with their Chinese and English names (`{ out: { zh: '发送', en: 'Sent' }, … } as const`), from
 * which a list's filter, its zod enum and its rows' names are all made.
 */
type Named = { zh: string; en: string };

/** The table's codes in its order, as z.enum takes them. */
export const codesOf = <T extends Record<string, unknown>>(table: T) => Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

/** A code's name in a language; a code the table does not know shows as itself. */
export const nameIn =
  <T extends Record<string, Named>>(table: T) =>
  (code: string, lang: 'zh' | 'en'): string =>
    (table as Record<string, Named>)[code]?.[lang] ?? code;

/** The same for a table keyed by name whose entries carry their stored code (`{ frozen: { code: '01', zh, en } }`). */
export const nameByCode = <T extends Record<string, Named & { code: string }>>(table: T) => {
  const byCode = new Map<string, Named>(Object.values(table).map((e) => [e.code, e]));
  return (code: string, lang: 'zh' | 'en'): string => byCode.get(code)?.[lang] ?? code;
};
