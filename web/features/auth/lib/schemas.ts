import { z } from "zod";
import { PASSWORD_MAX_LENGTH, USER_TYPES } from "@domain/account";

/**
 * The entry forms check only what needs no server: something typed, an email that looks like one, two
 * matching passwords. Strength is the server's call (it knows the breach list); it answers with reasons.
 */
const email = z
  .string()
  .trim()
  .min(1, "Enter your email address")
  .pipe(z.email("Enter a valid email address, like name@example.com"));

const password = (missing: string) =>
  z
    .string()
    .refine((value) => value.trim() !== "", missing)
    .refine((value) => value.length <= PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const signInSchema = z.object({ email, password: password("Enter your password") });
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Tell us your name, as businesses will see it").max(100, "Keep your name to 100 characters"),
  email,
  password: password("Choose a password"),
  userType: z.enum(USER_TYPES, { message: "Choose the kind of account" }),
});
export type SignUpValues = z.input<typeof signUpSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({
    password: password("Choose a new password"),
    confirm: z.string().min(1, "Type the new password again"),
  })
  .refine((values) => values.confirm === "" || values.password === values.confirm, {
    path: ["confirm"],
    message: "The two passwords don't match",
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
