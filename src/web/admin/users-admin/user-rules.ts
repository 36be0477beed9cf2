import { UserCreateSchema, UserEditSchema } from '../../../contract/users.ts';

/** The spec's messages of the user screen (§5, §8), verbatim. */
export const MESSAGES = {
  missing: 'Fill all fields',
  exists: 'User already exists',
  added: 'User added successfully',
  addFailed: 'Error adding user.',
  updated: 'User updated',
  updateFailed: 'Update failed.',
  deleted: 'User deleted',
  deleteFailed: 'Delete failed',
  loadFailed: 'Failed to fetch users.',
  confirmDelete: 'Are you sure you want to delete this user?',
} as const;

export interface UserDraft {
  name: string;
  mobile: string;
  /** On create: the password; on edit: an optional new one ('' = unchanged). */
  password: string;
}

/** The message that stops a save (the server's own schema: "Fill all fields", a mobile or password it would refuse), or null. */
export function checkUser(draft: UserDraft, editing: boolean): string | null {
  const parsed = (editing ? UserEditSchema : UserCreateSchema).safeParse(userBody(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.missing);
}

/**
 * The JSON the server takes. The mobile number stays text (+91…, leading zeros: D-R2). A
 * password goes only when one was typed: the stored one is never shown nor sent back (D-S3).
 */
export function userBody(draft: UserDraft): Record<string, string> {
  return {
    User_name: draft.name.trim(),
    Mobile_number: draft.mobile.trim(),
    ...(draft.password ? { Password: draft.password } : {}),
  };
}
