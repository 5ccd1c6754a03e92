/**
 * Everything the account route modules use on the server, through this one module.
 * In the browser build every *.server module becomes an empty stub; when the route modules
 * imported the shared ones (session, toast, messages …) directly, each new set of importers
 * split those stubs into more chunks that the home page loads too (+5 files, +0.9 KB gzip;
 * docs/decisions/204-one-server-facade-per-domain.md). One facade keeps them together.
 */
export {
  authenticate,
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  confirmEmailChangeLink,
  confirmSignupCode,
  confirmSignupLink,
  countSessions,
  getPhoto,
  isResetTokenValid,
  pendingEmailChange,
  registerAccount,
  removePhoto,
  requestEmailChange,
  requestPasswordReset,
  resendSignupCode,
  resetPassword,
  setPhoto,
  sniffImage,
  updateProfile,
  updateSettings,
} from "~/domains/accounts/accounts.server";
export { createCaptcha, solveCaptcha } from "~/domains/accounts/captcha.server";
export { isSpam } from "~/utils/honeypot.server";
export {
  clearFailedSignIns,
  needsCaptcha,
  recordFailedSignIn,
} from "~/domains/accounts/failures.server";
export {
  clientIp,
  maskTarget,
  originOf,
  pageHead,
  pathTo,
  rateLimited,
  readPendingSignup,
  screenOfRequest,
  TOO_MANY,
} from "~/domains/accounts/http.server";
export {
  createSession,
  endSession,
  getUser,
  requireGuest,
  requireUser,
  revokeAllSessions,
} from "~/domains/accounts/session.server";
export type { SessionUser } from "~/domains/accounts/session.server";
export { mergeGuestCart } from "~/domains/cart/cart.server";
export {
  addSavedPassenger,
  deleteSavedPassenger,
  getSavedPassenger,
  listSavedPassengers,
  updateSavedPassenger,
} from "~/domains/passengers/saved.server";
export { messagesFor } from "~/i18n/resources.server";
export { activeCurrencies } from "~/utils/currency.server";
export { currencyCookie, localeCookie, pendingSignupCookie } from "~/utils/cookies.server";
export { redirectWithToast } from "~/utils/toast.server";
