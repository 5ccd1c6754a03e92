/**
 * The messages the product spec (shared/spec, points 5 and 8) gives word for word, in English.
 * They are kept exactly as the spec writes them in the English interface (decision 028), even
 * where an English editor would word them otherwise; the other languages translate them well.
 */
export const specMessages: readonly string[] = [
  "This is a mandatory field",
  "Please insert a valid email",
  "Invalid email address",
  "This email is in use",
  "Please insert a valid phone number.",
  "This phone number is already registered",
  "At least 6 character please",
  "password must have at least 4 characters",
  "At least 4 character please",
  "Passwords should be equal",
  "min 3 words",
  "You have forgotten to rate",
  "Error: Name, Email and Message fields are required",
  "Please insert a valid card",
  "Duplicate card",
  "please enter your return date!",
  "please enter your departure date!",
  "the return date is before departure date.",
  "min 1 passenger should be selected.",
  "last passenger! after is more than the capacity.",
  "no selected passenger.",
  "Your passport has been expired!!!",
  "has been already chosen!!!",
  "Wrong code",
  "Error in sending. Please contact us by phone!",
  "This flight has been filled. Please try again...",
  "Probably this data is old",
  "Refresh it again?",
  "Please try again",
  "Please try again later",
  "Successfully sent!",
  "your password changed successfully",
  "your email changed successfully",
  "Your email registered successfully.",
  "Your address registered successfully.",
  "It is added to your basket",
  "It is added to your projects",
];

/**
 * Phrasings an English editor would not write, which the spec's messages use (and only they may):
 * "!!!", "has been expired", "insert a valid …", "… changed/registered successfully",
 * "should be equal", a sentence trailing off in "...".
 */
export const specLikePhrasing =
  /!{2,}|\bhas been expired\b|\binsert an? (?:valid )?\w+|\b(?:changed|registered) successfully\b|\bshould be equal\b|(?<!\.)\.{3}(?!\.)/i;

/** `text` without the spec's messages in it, so what is left can be checked for spec-like phrasing. */
export function withoutSpecMessages(text: string): string {
  return specMessages.reduce((rest, message) => rest.split(message).join(" "), text);
}
