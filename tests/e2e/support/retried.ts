/**
 * Runs a browser step up to `attempts` times until it reports success. On a busy machine a click can land while a
 * list, menu or form is laid out again under it and be lost; the step then starts again from its beginning. A throw
 * counts as a failed attempt, except on the last, where it goes to the caller. Answers whether an attempt succeeded.
 */
export async function retried(attempts: number, attempt: () => Promise<boolean>): Promise<boolean> {
  for (let n = 1; ; n++) {
    try {
      if (await attempt()) return true;
    } catch (e) {
      if (n >= attempts) throw e;
      continue;
    }
    if (n >= attempts) return false;
  }
}
