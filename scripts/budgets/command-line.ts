/** The value after `name` on the command line (`--site-url http://…`), or undefined when it is not given. */
export function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}
