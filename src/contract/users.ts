import { z } from 'zod';
import { listAnswer, storedRecord } from './answers.ts';
import { form, secret, text } from './fields.ts';

/** What any call may say about a user: never a password or its hash. */
export const UserSchema = storedRecord({ User_uuid: z.string(), User_name: z.string(), Mobile_number: z.string() });
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = listAnswer(UserSchema);

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
import { PASSWORD_MESSAGE, PASSWORD_MIN } from './password-rules.ts';
export { PASSWORD_MESSAGE, PASSWORD_MIN };

export const FILL_ALL_FIELDS = 'Fill all fields';
const TOO_LONG = 'User name or password is too long.';
const NAME_TOO_LONG = 'User name must be at most 100 characters.';

const passwordFits = (p: string) => p.length >= PASSWORD_MIN && p.length <= 200;

/** The user form's fields: each checked when given, then the required ones ("Fill all fields"). */
const userFields = {
  User_name: text('User_name', 100, 'User name'),
  Mobile_number: text('Mobile_number').refine((m) => m === '' || MOBILE_PATTERN.test(m), MOBILE_MESSAGE),
  Password: secret().refine((p) => p === '' || passwordFits(p), PASSWORD_MESSAGE),
};

/** POST /api/users/addUser (JSON: User_name, Password, Mobile_number). */
export const UserCreateSchema = form(userFields).superRefine((u, ctx) => {
  if (!u?.User_name || !u.Mobile_number || !u.Password) ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS });
});

/** PUT /api/users/updateUser/{id} (JSON: User_name, Mobile_number, optional Password). */
export const UserEditSchema = form(userFields).superRefine((u, ctx) => {
  if (!u?.User_name || !u.Mobile_number) ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS });
});

/** POST /api/users/login (JSON: User_name, Password). */
export const LoginInputSchema = form({ User_name: text('User_name'), Password: secret() }).superRefine((u, ctx) => {
  if (!u?.User_name || !u.Password) ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS });
  else if (u.User_name.length > 100 || u.Password.length > 200) ctx.addIssue({ code: 'custom', message: TOO_LONG });
});

/** POST /api/setup (JSON: User_name, Password, optional Mobile_number): the first admin. */
export const SetupInputSchema = form({ User_name: text('User_name'), Password: secret(), Mobile_number: text('Mobile_number') }).superRefine((u, ctx) => {
  const problem =
    !u?.User_name || !u.Password
      ? FILL_ALL_FIELDS
      : u.User_name.length > 100
        ? NAME_TOO_LONG
        : !passwordFits(u.Password)
          ? PASSWORD_MESSAGE
          : u.Mobile_number && !MOBILE_PATTERN.test(u.Mobile_number)
            ? MOBILE_MESSAGE
            : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** PUT /api/users/updateUser/{id}'s answer. */
export const UserUpdatedSchema = z.object({ success: z.literal(true), message: z.string(), result: UserSchema });
