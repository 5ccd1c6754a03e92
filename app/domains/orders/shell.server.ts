/**
 * The shell's server helpers the order screens use, imported from this one module. The
 * root route imports several of the same `.server` modules; when a route imports them
 * directly, the client build gets one empty stub chunk per shared server module, all
 * loaded by the home page. Importing them through here keeps the home page's JS small.
 */
export { getUser, getUserId, requireUser } from "~/domains/accounts/session.server";
export { findCart, listLines } from "~/domains/cart/cart.server";
export { getFixedT } from "~/i18n/i18next.server";
export { messagesFor } from "~/i18n/resources.server";
export { localeOf } from "~/utils/locale.server";
export { redirectWithToast } from "~/utils/toast.server";
