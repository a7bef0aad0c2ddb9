/** A benchmark's command-line options: `--name 12` as a number, `--flag` present or not. */
export const numberArg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
export const flagArg = (name: string): boolean => process.argv.includes(`--${name}`);
