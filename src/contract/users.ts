import { z } from 'zod';

/** What any call may say about a user: never a password or its hash. */
export const UserSchema = z.object({
  _id: z.string(),
  User_uuid: z.string(),
  User_name: z.string(),
  Mobile_number: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.object({ success: z.literal(true), result: z.array(UserSchema) });

export const LoginAnswerSchema = z.union([
  z.object({ status: z.literal('notexist') }),
  z.object({ status: z.literal('invalid'), message: z.string() }),
  z.object({ status: z.literal('exist'), User_name: z.string() }),
]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const MeSchema = z.object({ _id: z.string(), User_name: z.string() });
export const SetupStatusSchema = z.object({ needsSetup: z.boolean() });

export const MOBILE_PATTERN = /^\+?[0-9][0-9 ()-]{4,19}$/;
export const MOBILE_MESSAGE = 'Mobile number must be digits, optionally starting with +.';
export const PASSWORD_MIN = 8;
export const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters.`;
