import { createContext, useContext } from "react";

/** The per-request CSP nonce, set by server.ts and given to every inline script. */
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
