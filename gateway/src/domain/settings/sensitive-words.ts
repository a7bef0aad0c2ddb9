/**
 * Words the registry refuses in free text (spec §2.5: the web loads them from /sensitive.json and checks as it types;
 * the gateway checks the same list on submission, contracts projectNameProblem). A list an administrator will edit
 * later (system parameters); empty until then.
 */
export const SENSITIVE_WORDS: readonly string[] = [];
