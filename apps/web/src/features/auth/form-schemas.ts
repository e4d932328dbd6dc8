import { EmailSchema, type MessageId, PasswordSchema, RegisterRequestSchema } from '@roadhire/shared';
import { z } from 'zod';
import { confirmationMatches, filledIn } from '../../lib/form-rules';

export const LoginFormSchema = z.object({
  email: filledIn('fields.required' satisfies MessageId),
  password: filledIn('fields.required' satisfies MessageId),
});
export type LoginForm = z.input<typeof LoginFormSchema>;

/** SPEC §5 Register: one message for the four required fields, then length, match and mobile rules. */
export const RegisterFormSchema = z
  .object({
    first_name: RegisterRequestSchema.shape.first_name,
    last_name: RegisterRequestSchema.shape.last_name,
    email: filledIn('register.requiredFields' satisfies MessageId).pipe(EmailSchema),
    mobile: RegisterRequestSchema.shape.mobile,
    password: filledIn('register.requiredFields' satisfies MessageId).pipe(PasswordSchema),
    confirm_password: z.string(),
  })
  .refine(confirmationMatches, {
    path: ['confirm_password'],
    message: 'register.passwordsDoNotMatch' satisfies MessageId,
  });
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** SPEC §5 Forgot password: the email is required. */
export const ForgotPasswordFormSchema = z.object({
  email: filledIn('forgotPassword.emailRequired' satisfies MessageId).pipe(EmailSchema),
});
export type ForgotPasswordForm = z.input<typeof ForgotPasswordFormSchema>;

/** SPEC §5 Reset password: at least 8 characters and a matching confirmation, with register's messages. */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirm_password: z.string() })
  .refine(confirmationMatches, {
    path: ['confirm_password'],
    message: 'register.passwordsDoNotMatch' satisfies MessageId,
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

/** Joining the team (decision 033): the names and password registration asks, with its messages. */
export const TeamAcceptFormSchema = z.object({
  first_name: RegisterRequestSchema.shape.first_name,
  last_name: RegisterRequestSchema.shape.last_name,
  password: PasswordSchema,
});
export type TeamAcceptForm = z.input<typeof TeamAcceptFormSchema>;
