/**
 * The one digit folding of the site (shared by server and browser): Persian (۰-۹) and
 * Arabic-Indic (٠-٩) digits become ASCII digits; everything else is kept.
 */
export function toAsciiDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
