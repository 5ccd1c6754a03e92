/** The flashed-form name of the footer newsletter form. */
export const NEWSLETTER_FORM = "newsletter";
