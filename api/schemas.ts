import { z } from "zod";
import { isValidEmail } from "../app/lib/email";

export const email = z.string().trim().refine(isValidEmail, "Email is invalid");
export const password = z.string().min(8, "at least 8 characters").max(128);
const text = (max: number) => z.string().trim().min(1, "cannot be empty").max(max);

export const loginBody = z.object({
  account: email,
  password: z.string().min(1).max(128),
  key: z.string().min(8).max(100),
  code: z.string().min(1).max(10),
  clientId: z.string().optional(),
});
export const logoutBody = z.object({
  token: z.string().min(1),
  userId: z.string().optional(),
  clientId: z.string().optional(),
});
export const refreshBody = z.object({ refreshToken: z.string().min(1) });
export const changePasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: password,
});
export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({ token: z.string().min(10).max(200), password });
export const sendEmailBody = z.object({ email, purpose: z.enum(["register"]).default("register") });
export const applicantBody = z.object({
  email,
  companyName: text(200),
  name: text(200),
  country: text(100),
  description: text(2000),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "six digits"),
});
