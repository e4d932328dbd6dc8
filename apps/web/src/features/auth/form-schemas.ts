import { messages } from '@roadhire/shared';
import { z } from 'zod';
import { filledIn } from '../../lib/form-rules';

export const LoginFormSchema = z.object({
  email: filledIn(messages.fields.required),
  password: filledIn(messages.fields.required),
});
export type LoginForm = z.input<typeof LoginFormSchema>;
