/**
 * Each language in its own name, for the account settings. (The header's switcher has its
 * own copy: importing it here would split the home page's switcher chunk and add bytes to
 * its JavaScript budget.)
 */
export const languageNames = { fa: "فارسی", en: "English", nl: "Nederlands", fr: "Français" } as const;
