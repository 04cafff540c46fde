import { PASSWORD_RESET_LINK_MINUTES } from "@domain/constants";

/** The toasts of spec section 8, word for word. */
export const SIGN_IN_SUCCESS = "Signed in successfully";
export const SIGN_UP_SUCCESS = "Account created successfully. Please check your email for verification.";
export const RESET_SENT = "Password reset link sent";
export const RESET_SENT_DESCRIPTION = `Check your email for instructions to reset your password. The link will expire in ${PASSWORD_RESET_LINK_MINUTES} minutes.`;
export const RESET_FAILED = "Failed to send reset email";
export const RESET_FAILED_FALLBACK = "Please try again later";
